import { skipToken, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { AdminSearchQuery } from './operations';
import { SearchResults, type SearchResultGroup } from './SearchResults';
import { searchTargetPath } from './search-targets';

/** The server refuses longer queries (the search's own limit). */
export const SEARCH_MAX_LENGTH = 100;

export interface SearchDialogProps {
  /** What was already typed in the top bar. */
  initialText: string;
  onClose: () => void;
}

/**
 * The global search: type to find users, courses, jobs, services, contact messages and FAQs;
 * ↑/↓ move through the hits (across groups), Enter opens the active one in its admin page, Esc
 * closes. The input is a combobox whose active option screen readers follow.
 */
export function SearchDialog({ initialText, onClose }: SearchDialogProps) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(initialText);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim(), 200);
  const result = useQuery(AdminSearchQuery, query ? { variables: { query }, fetchPolicy: 'cache-and-network' } : skipToken);
  const groups: SearchResultGroup[] = (result.data ?? result.previousData)?.adminSearch ?? [];
  const hits = query ? groups.flatMap((g) => g.hits) : [];
  const activeIndex = Math.min(active, Math.max(hits.length - 1, 0));
  const activeHit = hits[activeIndex];
  const optionId = (index: number) => `${listId}-option-${String(index)}`;

  const open = (index: number) => {
    const hit = hits[index];
    if (!hit) return;
    onClose();
    void navigate(searchTargetPath({ type: hit.type, id: hit.id, title: hit.title.text, subtitle: hit.subtitle?.text ?? null }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(activeIndex);
    }
  };

  let status: string | null = null;
  if (!query) status = t`Type to search users, courses, jobs, services, contact messages and FAQs.`;
  else if (result.error) status = t`Search failed. Check your connection and try again.`;
  else if (result.data && hits.length === 0) status = t`No results for “${query}”`;

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': t`Search`, sx: { alignSelf: { sm: 'flex-start' }, mt: { sm: 10 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon aria-hidden sx={{ color: 'text.secondary' }} />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          placeholder={t`Search users, courses, jobs...`}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t`Search`,
            'aria-expanded': hits.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': activeHit ? optionId(activeIndex) : undefined,
            maxLength: SEARCH_MAX_LENGTH,
            enterKeyHint: 'go',
          }}
          sx={{ fontSize: 16 }}
        />
        {/* Full screen on a phone, where there is no Esc key. */}
        {phone ? (
          <IconButton aria-label={t`Close search`} edge="end" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </Box>
      {/* Reserved height: the list does not jump when loading starts or ends. */}
      <Box sx={{ height: 4 }}>{result.loading && query ? <LinearProgress aria-label={t`Searching`} /> : null}</Box>
      <Box sx={{ overflowY: 'auto', maxHeight: { sm: '60vh' }, flex: { xs: 1, sm: 'none' } }}>
        <SearchResults
          id={listId}
          groups={query ? groups : []}
          activeIndex={activeIndex}
          optionId={optionId}
          onHover={setActive}
          onOpen={open}
        />
        {status ? (
          <Typography role="status" sx={{ px: 3, py: 3, color: 'text.secondary' }}>
            {status}
          </Typography>
        ) : null}
      </Box>
      <Typography
        variant="caption"
        component="p"
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
      >
        <Trans>↑ ↓ to move · Enter to open · Esc to close</Trans>
      </Typography>
    </Dialog>
  );
}
