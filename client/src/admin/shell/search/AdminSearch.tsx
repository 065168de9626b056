import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { SearchDialog } from './SearchDialog';
import { useSearchShortcut } from './useSearchShortcut';

// userAgent, not the deprecated navigator.platform: only the shortcut's label depends on it.
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The top bar's search: the box (from sm) or a search button (phones); typing in the box, clicking
 * it or pressing Ctrl/⌘+K opens the search dialog with what was typed.
 */
export function AdminSearch() {
  const [opened, setOpened] = useState<{ text: string } | null>(null);
  const openSearch = useCallback(() => setOpened({ text: '' }), []);
  useSearchShortcut(openSearch);
  const { t } = useLingui();
  const shortcut = isMac ? '⌘K' : t({ message: 'Ctrl+K', comment: 'The search shortcut as the keys are printed (German keyboards say Strg).' });
  const searchLabel = t`Search`;

  return (
    <>
      <IconButton color="inherit" aria-label={searchLabel} onClick={openSearch} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <SearchIcon />
      </IconButton>
      <Box
        role="search"
        sx={(theme) => ({
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          height: 40,
          width: { sm: 260, md: 340 },
          borderRadius: 2,
          color: 'text.secondary',
          bgcolor: theme.alpha(theme.vars.palette.text.primary, 0.05),
          border: 1,
          borderColor: 'divider',
          '&:focus-within': { borderColor: 'primary.main' },
        })}
      >
        <SearchIcon fontSize="small" aria-hidden />
        <InputBase
          placeholder={t`Search...`}
          value=""
          // The box only starts the search: what is typed (or a click) moves into the dialog.
          onChange={(event) => setOpened({ text: event.target.value })}
          onClick={openSearch}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === 'ArrowDown') {
              event.preventDefault();
              openSearch();
            }
          }}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- key names for assistive technology (aria-keyshortcuts), not text
          inputProps={{ 'aria-label': searchLabel, 'aria-haspopup': 'dialog', 'aria-keyshortcuts': isMac ? 'Meta+K' : 'Control+K' }}
          sx={{ flex: 1, fontSize: 14, color: 'text.primary' }}
        />
        <Box
          component="kbd"
          aria-hidden
          sx={{ fontFamily: 'inherit', fontSize: 12, px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {shortcut}
        </Box>
      </Box>
      {opened ? <SearchDialog initialText={opened.text} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
