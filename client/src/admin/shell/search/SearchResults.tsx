import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminSearchQuery as AdminSearchResult } from '../../../__generated__/graphql';
import { useLingui } from '@lingui/react/macro';
import { Highlighted } from './Highlighted';
import { SEARCH_GROUP_LABEL } from './search-targets';

export type SearchResultGroup = AdminSearchResult['adminSearch'][number];

export interface SearchResultsProps {
  id: string;
  groups: readonly SearchResultGroup[];
  /** The active hit, counted across all groups. */
  activeIndex: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onOpen: (index: number) => void;
}

/** The hits, grouped by type under a heading, the matched text marked; a listbox the search input controls. */
export function SearchResults({ id, groups, activeIndex, optionId, onHover, onOpen }: SearchResultsProps) {
  const { t, i18n } = useLingui();
  // Where each group's hits start in the one list the arrow keys move through.
  const firstIndex = groups.map((_, g) => groups.slice(0, g).reduce((n, earlier) => n + earlier.hits.length, 0));
  return (
    <Box id={id} role="listbox" aria-label={t`Search results`} sx={{ py: groups.length ? 1 : 0 }}>
      {groups.map((group, g) => {
        const label = i18n._(SEARCH_GROUP_LABEL[group.type]);
        return (
          <Box key={group.type} role="group" aria-labelledby={`${id}-${group.type}`} sx={{ pb: 1 }}>
            <Typography
              id={`${id}-${group.type}`}
              variant="overline"
              component="div"
              sx={{ px: 2, pt: 0.5, color: 'text.secondary', lineHeight: 2.2 }}
            >
              {group.more ? t`${label} (first matches)` : label}
            </Typography>
            {group.hits.map((hit, h) => {
              const at = (firstIndex[g] ?? 0) + h;
              const selected = at === activeIndex;
              return (
                <Box
                  key={`${hit.type}-${hit.id}`}
                  id={optionId(at)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => onHover(at)}
                  // mousedown would blur the input first; click opens after it.
                  onClick={() => onOpen(at)}
                  sx={{
                    mx: 1,
                    px: 1.5,
                    py: 1,
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: selected ? 'action.selected' : 'transparent',
                    minWidth: 0,
                  }}
                >
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    <Highlighted text={hit.title.text} matches={hit.title.matches} />
                  </Typography>
                  {hit.subtitle ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      <Highlighted text={hit.subtitle.text} matches={hit.subtitle.matches} />
                    </Typography>
                  ) : null}
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
