import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useId, useState } from 'react';
import { TextArea } from '../../../components/TextArea';

// The Markdown renderer loads with the Preview tab only.
const MarkdownPreview = lazy(() => import('./MarkdownPreview').then((m) => ({ default: m.MarkdownPreview })));

export interface MarkdownFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The language the text is written in (a version's), for spelling and screen readers. */
  lang?: string;
  /** Shown while the field is blank: a version shows the English the site falls back to. */
  placeholder?: string;
}

/** Markdown with a Write tab (the text) and a Preview tab (as learners will read it). */
export function MarkdownField({ label, value, onChange, error, lang, placeholder }: MarkdownFieldProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const id = useId();
  return (
    <Box>
      <Tabs value={tab} onChange={(_, next: 'write' | 'preview') => setTab(next)} aria-label={label} sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}>
        <Tab value="write" label={t`Write`} id={`${id}-write`} aria-controls={`${id}-panel`} />
        <Tab value="preview" label={t`Preview`} id={`${id}-preview`} aria-controls={`${id}-panel`} />
      </Tabs>
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} sx={{ pt: 1.5 }}>
        {tab === 'write' ? (
          <TextArea
            label={label}
            fullWidth
            minRows={10}
            value={value}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? t`Markdown: # headings, **bold**, *italic*, - lists, [links](https://…), \`code\`.`}
            slotProps={{ ...(placeholder ? { inputLabel: { shrink: true } } : {}), htmlInput: { lang, spellCheck: true, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14 } } }}
          />
        ) : (
          <Box lang={lang} sx={{ minHeight: 240, border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1 }}>
            {value.trim() ? (
              <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
                <MarkdownPreview markdown={value} />
              </Suspense>
            ) : (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                <Trans>Nothing to preview yet.</Trans>
              </Typography>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
