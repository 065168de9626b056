import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

export interface ListPaginationProps {
  /** Items over all pages. */
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}

/** The page numbers under a list the server pages; nothing while it fits one page. */
export function ListPagination({ total, pageSize, page, onChange }: ListPaginationProps) {
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination count={pageCount} page={page} onChange={(_, next) => onChange(next)} color="primary" />
    </Box>
  );
}
