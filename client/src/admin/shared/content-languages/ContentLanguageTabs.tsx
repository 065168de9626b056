import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@ai-solutions/common';
import type { TranslationLanguage } from './content-languages';

export interface ContentLanguageTabsProps {
  value: Language;
  onChange: (language: Language) => void;
  /** The languages whose version is missing or incomplete: their tab says so. */
  missing: readonly TranslationLanguage[];
}

/**
 * The language switch of an Add/Edit dialog: English (the original) and each translation, named
 * in their own words as the site's language menu names them. The text fields below edit the
 * chosen language's version.
 */
export function ContentLanguageTabs({ value, onChange, missing }: ContentLanguageTabsProps) {
  const { t } = useLingui();
  return (
    <Tabs
      value={value}
      onChange={(_event, language: Language) => onChange(language)}
      aria-label={t`Language of the text`}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40, '& .MuiTab-root': { minHeight: 40, textTransform: 'none' } }}
    >
      {LANGUAGES.map((language) => {
        const name = LANGUAGE_NAMES[language];
        const isMissing = (missing as readonly Language[]).includes(language);
        return (
          <Tab
            key={language}
            value={language}
            lang={language}
            label={isMissing ? `${name} •` : name}
            aria-label={isMissing ? t`${name} (translation missing)` : name}
            data-testid={`content-language-${language}`}
          />
        );
      })}
    </Tabs>
  );
}
