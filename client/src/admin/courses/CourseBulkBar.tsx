import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { CourseBulkAction, CourseFilter } from '../../__generated__/graphql';
import { ListBulkBar } from '../shared/bulk/ListBulkBar';
import type { BulkSelection } from '../shared/bulk/useBulkSelection';
import { AdminBulkCoursesMutation, AdminCourseStatsQuery, AdminCoursesQuery } from './operations';

const REFETCH = [AdminCoursesQuery, AdminCourseStatsQuery];

export interface CourseBulkBarProps {
  selection: BulkSelection;
  pageIds: readonly string[];
  total: number;
  /** The list's filter: "all matching" acts on it, on the server. */
  filter: CourseFilter;
}

/** Course Management's bulk actions: publish, unpublish (draft), archive and delete, with the outcome and its Undo. */
export function CourseBulkBar(props: CourseBulkBarProps) {
  const { t } = useLingui();
  const [run, state] = useMutation(AdminBulkCoursesMutation, { refetchQueries: [...REFETCH], awaitRefetchQueries: true });
  return (
    <ListBulkBar<CourseBulkAction, CourseFilter>
      {...props}
      refetch={REFETCH}
      busy={state.loading}
      send={async (input) => (await run({ variables: { input } })).data?.bulkCourses}
      actions={[
        { action: 'publish', label: t`Publish`, icon: <PublishIcon /> },
        { action: 'unpublish', label: t`Unpublish`, icon: <UnpublishedOutlinedIcon /> },
        { action: 'archive', label: t`Archive`, icon: <ArchiveOutlinedIcon /> },
        { action: 'delete', label: t`Delete`, icon: <DeleteOutlineIcon />, destructive: true },
      ]}
      confirmDelete={(count) => ({
        title: t`Delete courses`,
        message: t`Delete ${count} courses? Courses with enrollments are kept (archive them instead). You can undo this for 10 seconds.`,
      })}
    />
  );
}
