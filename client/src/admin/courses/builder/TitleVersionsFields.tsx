import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES } from '@ai-solutions/common';
import { TRANSLATION_LANGUAGES } from '../../shared/content-languages/content-languages';
import type { TitleVersions } from './builder-model';

export interface TitleVersionsFieldsProps {
  /** The English field's label ("Lesson title"); each version's field names its language after it. */
  label: string;
  /** The English title: each blank version shows it as its hint (the site shows it there). */
  original: string;
  value: TitleVersions;
  onChange: (value: TitleVersions) => void;
  maxLength: number;
  /** The server's messages, keyed as the builder keys them; `errorKey` is the item's `<key>.translations`. */
  errors: Record<string, string>;
  errorKey: string;
}

/** A module's, lesson's or quiz's title in Spanish, French and German, beside the English one. */
export function TitleVersionsFields({ label, original, value, onChange, maxLength, errors, errorKey }: TitleVersionsFieldsProps) {
  const { t } = useLingui();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {TRANSLATION_LANGUAGES.map((language) => {
        const name = LANGUAGE_NAMES[language];
        const message = errors[`${errorKey}.${language}.title`] ?? errors[`${errorKey}.${language}`] ?? errors[errorKey];
        return (
          <TextField
            key={language}
            size="small"
            fullWidth
            label={t({ message: `${label} (${name})`, comment: '{label} is a title field’s name, {name} a language’s own name, e.g. “Lesson title (Deutsch)”.' })}
            lang={language}
            value={value[language]}
            placeholder={original}
            onChange={(e) => onChange({ ...value, [language]: e.target.value })}
            error={Boolean(message)}
            helperText={message}
            slotProps={{ htmlInput: { maxLength }, inputLabel: { shrink: true } }}
          />
        );
      })}
    </Stack>
  );
}
