import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { JobDepartment } from '../../__generated__/graphql';
import { DepartmentIcon } from './department-icons';
import { JOB_DEPARTMENTS, JOB_DEPARTMENT_LABELS } from './job-format';

export interface DepartmentFilterProps {
  /** null means every department. */
  value: JobDepartment | null;
  onChange: (department: JobDepartment | null) => void;
  /** Open jobs per department, when known. */
  counts?: ReadonlyArray<{ department: JobDepartment; count: number }>;
}

/** Spec section 2: the department filter, each department with its icon. */
export function DepartmentFilter({ value, onChange, counts }: DepartmentFilterProps) {
  const total = counts?.reduce((sum, c) => sum + c.count, 0);
  const countOf = (department: JobDepartment) => (counts ? (counts.find((c) => c.department === department)?.count ?? 0) : undefined);
  const options: Array<{ key: JobDepartment | null; label: string; count: number | undefined }> = [
    { key: null, label: 'All', count: total },
    ...JOB_DEPARTMENTS.map((department) => ({ key: department, label: JOB_DEPARTMENT_LABELS[department], count: countOf(department) })),
  ];
  return (
    <Stack
      role="group"
      aria-label="Filter by department"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center', mb: 4 }}
    >
      {options.map((option) => {
        const selected = option.key === value;
        return (
          <Chip
            key={option.label}
            icon={<DepartmentIcon department={option.key ?? 'all'} />}
            label={option.count === undefined ? option.label : `${option.label} (${option.count})`}
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
