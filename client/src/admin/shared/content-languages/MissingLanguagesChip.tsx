import Chip from '@mui/material/Chip';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES } from '@ai-solutions/common';
import type { TranslationLanguage } from './content-languages';

/** On a list card: which languages the record's text is missing in (nothing when none). */
export function MissingLanguagesChip({ missing }: { missing: readonly TranslationLanguage[] }) {
  const { t } = useLingui();
  if (missing.length === 0) return null;
  const codes = missing.map((language) => language.toUpperCase()).join(' · ');
  const names = missing.map((language) => LANGUAGE_NAMES[language]).join(', ');
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<TranslateIcon />}
      label={t`Missing: ${codes}`}
      title={t`Translation missing or incomplete: ${names}`}
      aria-label={t`Translation missing or incomplete: ${names}`}
      data-testid="missing-languages"
    />
  );
}
