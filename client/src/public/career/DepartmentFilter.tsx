import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import type { JobDepartment } from '../../__generated__/graphql';
import { useFormat } from '../../components/format/useFormat';
import { DepartmentIcon } from './department-icons';
import { JOB_DEPARTMENTS, JOB_DEPARTMENT_MESSAGES } from './job-format';

export interface DepartmentFilterProps {
  /** null means every department. */
  value: JobDepartment | null;
  onChange: (department: JobDepartment | null) => void;
  /** Open jobs per department, when known. */
  counts?: ReadonlyArray<{ department: JobDepartment; count: number }>;
}

/** Spec section 2: the department filter, each department with its icon. */
export function DepartmentFilter({ value, onChange, counts }: DepartmentFilterProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const total = counts?.reduce((sum, c) => sum + c.count, 0);
  const countOf = (department: JobDepartment) => (counts ? (counts.find((c) => c.department === department)?.count ?? 0) : undefined);
  const options: Array<{ key: JobDepartment | null; label: string; count: number | undefined }> = [
    { key: null, label: t({ message: 'All', comment: 'The department filter: jobs of every department.' }), count: total },
    ...JOB_DEPARTMENTS.map((department) => ({ key: department, label: i18n._(JOB_DEPARTMENT_MESSAGES[department]), count: countOf(department) })),
  ];
  return (
    <Stack
      role="group"
      aria-label={t`Filter by department`}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center', mb: 4 }}
    >
      {options.map((option) => {
        const selected = option.key === value;
        return (
          <Chip
            key={option.key ?? 'all'}
            icon={<DepartmentIcon department={option.key ?? 'all'} />}
            label={option.count === undefined ? option.label : `${option.label} (${format.count(option.count)})`}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            onClick={() => onChange(option.key)}
            aria-pressed={selected}
            sx={{ px: 0.5, height: 36, fontWeight: 600 }}
          />
        );
      })}
    </Stack>
  );
}
