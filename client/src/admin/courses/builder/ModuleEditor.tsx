import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Plural, useLingui } from '@lingui/react/macro';
import type { BuilderModule } from './builder-model';
import { fieldProps } from './builder-fields';
import { TitleVersionsFields } from './TitleVersionsFields';

export interface ModuleEditorProps {
  mod: BuilderModule;
  first: boolean;
  errors: Record<string, string>;
  onChange: (change: Partial<BuilderModule>) => void;
}

/** A module's own settings: its title and whether it waits for the previous module. */
export function ModuleEditor({ mod, first, errors, onChange }: ModuleEditorProps) {
  const { t } = useLingui();
  const lessons = mod.lessons.length;
  return (
    <Stack spacing={2.5}>
      <TextField label={t`Module title`} required fullWidth value={mod.title} onChange={(e) => onChange({ title: e.target.value })} {...fieldProps(errors, `${mod.key}.title`)} />
      <TitleVersionsFields label={t`Module title`} original={mod.title} value={mod.titles} onChange={(titles) => onChange({ titles })} maxLength={150} errors={errors} errorKey={`${mod.key}.translations`} />
      <FormControlLabel
        control={<Switch checked={mod.opensAfterPrevious} disabled={first && !mod.opensAfterPrevious} onChange={(e) => onChange({ opensAfterPrevious: e.target.checked })} />}
        label={t`Opens after the previous module is complete`}
      />
      <Typography variant="body2" color="text.secondary">
        <Plural value={lessons} _0="No lessons yet: add one from the outline." one="# lesson" other="# lessons" />
      </Typography>
      {errors[`${mod.key}.lessons`] && (
        <Typography variant="body2" color="error" role="alert">
          {errors[`${mod.key}.lessons`]}
        </Typography>
      )}
    </Stack>
  );
}
