import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useLingui } from '@lingui/react/macro';

export interface ListPaginationProps {
  /** Items over all pages. */
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}

/** The page numbers under a list the server pages; nothing while it fits one page. */
export function ListPagination({ total, pageSize, page, onChange }: ListPaginationProps) {
  const { t } = useLingui();
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  // MUI's own names are English: "Go to page 2", "page 1" (the current one), "Go to next page".
  const itemLabel = (type: string, number: number | null, selected: boolean): string => {
    if (type === 'page') return selected ? t`page ${number}` : t`Go to page ${number}`;
    if (type === 'previous') return t`Go to previous page`;
    if (type === 'next') return t`Go to next page`;
    if (type === 'first') return t`Go to first page`;
    return t`Go to last page`;
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination aria-label={t`Pages`} count={pageCount} page={page} onChange={(_, next) => onChange(next)} color="primary" getItemAriaLabel={itemLabel} />
    </Box>
  );
}
