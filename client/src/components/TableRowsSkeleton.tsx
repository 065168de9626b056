import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

// A file of its own, apart from LoadingSkeletons.tsx: the public lists' card placeholders load without MUI's table parts.

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

/** Rows for a table body; `columns` matches the table so the row lines up. */
export function TableRowsSkeleton({ count, columns = 5 }: { count: number; columns?: number }) {
  return (
    <>
      {range(count).map((row) => (
        <TableRow key={row} data-testid="table-row-skeleton">
          {range(columns).map((col) => (
            <TableCell key={col}>
              <Skeleton width={col === 0 ? '80%' : '60%'} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
