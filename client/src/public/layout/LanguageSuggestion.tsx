import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LANGUAGE_NAMES, type Language } from '@ai-solutions/common';
import { Trans, useLingui } from '@lingui/react/macro';
import { DISMISSED_KEY } from './language-suggestion-check';
import { rememberLanguageChoice, useLanguageLinks } from './language-links';

/**
 * Offers the visitor's own language once, never by redirecting: a notice at the bottom of the page
 * (fixed, so nothing on the page moves) that opens this page in that language or goes away for good.
 */
export function LanguageSuggestion({ suggested }: { suggested: Language }) {
  const { t } = useLingui();
  const links = useLanguageLinks();
  const [dismissed, setDismissed] = useState(false);
  const link = links.find((l) => l.language === suggested);
  if (dismissed || !link) return null;
  const name = LANGUAGE_NAMES[suggested];
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Not stored: offered again on the next page, which is all that is lost.
    }
    setDismissed(true);
  };
  return (
    <Paper
      role="region"
      aria-label={t`Language suggestion`}
      elevation={6}
      sx={{ position: 'fixed', zIndex: 'appBar', left: 16, right: 16, bottom: 16, mx: 'auto', maxWidth: 520, p: 1.5, pl: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
        <Trans>This page is also available in {name}.</Trans>
      </Typography>
      <Button size="small" variant="contained" component="a" href={link.href} hrefLang={suggested} lang={suggested} onClick={() => rememberLanguageChoice(suggested)}>
        {name}
      </Button>
      <IconButton size="small" aria-label={t`Dismiss`} onClick={dismiss}>
        <Close fontSize="small" />
      </IconButton>
    </Paper>
  );
}
