import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SettingsField, SettingsFormErrors, SettingsFormValues, SettingsOption } from './settings-form';

/** What every tab gets: the form's values, a setter, the field messages, and whether it may change them. */
export interface SettingsTabProps {
  values: SettingsFormValues;
  set: <K extends SettingsField>(field: K, value: SettingsFormValues[K]) => void;
  errors: SettingsFormErrors;
  readOnly: boolean;
}

type BooleanField = { [K in SettingsField]: SettingsFormValues[K] extends boolean ? K : never }[SettingsField];
type TextField_ = { [K in SettingsField]: SettingsFormValues[K] extends string ? K : never }[SettingsField];

export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Stack spacing={2.5} component="section" aria-label={title}>
      <div>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** A switch with a label and a line saying what it does. */
export function SettingSwitch({ field, label, description, tab }: { field: BooleanField; label: string; description: string; tab: SettingsTabProps }) {
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', m: 0, gap: 1.5 }}
      control={<Switch checked={tab.values[field]} disabled={tab.readOnly} onChange={(e) => tab.set(field, e.target.checked)} sx={{ mt: -0.5 }} />}
      label={
        <span>
          <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {description}
          </Typography>
        </span>
      }
    />
  );
}

/** Where a SettingSwitch's label starts: the switch's 58 px and the 12 px gap beside it. */
const SWITCH_LABEL_INDENT = '70px';

/** What belongs to the switch above (a button, a state line), lined up under its label. */
export function SettingSwitchExtra({ children }: { children: ReactNode }) {
  return <Box sx={{ pl: SWITCH_LABEL_INDENT, mt: -1 }}>{children}</Box>;
}

/** A select with the given options; the server's message, if any, shows under it. */
export function SettingSelect({ field, label, options, tab }: { field: TextField_; label: string; options: SettingsOption[]; tab: SettingsTabProps }) {
  const { i18n } = useLingui();
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={tab.values[field]}
      disabled={tab.readOnly}
      onChange={(e) => tab.set(field, e.target.value)}
      error={Boolean(tab.errors[field])}
      helperText={tab.errors[field]}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {i18n._(o.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function SettingText({
  field,
  label,
  tab,
  type = 'text',
  helper,
  required,
}: {
  field: TextField_;
  label: string;
  tab: SettingsTabProps;
  type?: 'text' | 'email' | 'number';
  helper?: string;
  required?: boolean;
}) {
  return (
    <TextField
      fullWidth
      label={label}
      type={type}
      required={required}
      value={tab.values[field]}
      disabled={tab.readOnly}
      onChange={(e) => tab.set(field, e.target.value)}
      error={Boolean(tab.errors[field])}
      helperText={tab.errors[field] ?? helper}
      slotProps={type === 'number' ? { htmlInput: { inputMode: 'numeric', step: 1 } } : undefined}
    />
  );
}
