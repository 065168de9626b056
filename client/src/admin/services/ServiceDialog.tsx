import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Language } from '@ai-solutions/common';
import type { ServiceInput } from '../../__generated__/graphql';
import { TextArea } from '../../components/TextArea';
import { FormDialog } from '../../components/form/FormDialog';
import { FormSection } from '../../components/form/FormSection';
import { requiredFieldsCheck, useFormDialog } from '../../components/form/useFormDialog';
import type { EditDialogProps } from '../../components/form/useFormDialog';
import { DEFAULT_SERVICE_ICON, SERVICE_CATEGORIES, SERVICE_STATUSES, emptyServiceForm, formFieldOf, limitIcon, missingRequiredFields, serviceToForm, toServiceInput } from './service-form';
import type { EditableService } from './service-form';
import { SERVICE_CATEGORY_LABELS, SERVICE_STATUS_LABELS } from './service-status';
import { HistoryButton } from '../activity/HistoryButton';
import { ScheduleFields } from '../shared/ScheduleFields';
import { ContentLanguageTabs } from '../shared/content-languages/ContentLanguageTabs';
import { missingLanguages } from '../shared/content-languages/content-languages';
import { SERVICE_TEXT_FIELDS } from './service-form';
import type { ServiceFormValues, ServiceTextValues } from './service-form';

export interface ServiceDialogProps extends EditDialogProps<ServiceInput> {
  /** The service to edit; null adds a new one. */
  service: EditableService | null;
}

/**
 * Add/Edit Service. Mount it with a fresh `key` for each opening: the form state starts from
 * `service` when the component mounts.
 */
export function ServiceDialog({ open, service, onClose, onSubmit }: ServiceDialogProps) {
  const { t, i18n } = useLingui();
  const isEdit = service !== null;
  const priceFields = [
    { field: 'basicPrice', label: t`Basic Price` },
    { field: 'premiumPrice', label: t`Premium Price` },
    { field: 'enterprisePrice', label: t`Enterprise Price` },
  ] as const;
  // The language switch: English edits the original; another language its version, whose blank
  // fields show the English (the site falls back to it) as their placeholder.
  const [language, setLanguage] = useState<Language>('en');
  const form = useFormDialog({
    initial: () => (service ? serviceToForm(service) : emptyServiceForm()),
    check: (values) => {
      const problems = requiredFieldsCheck(missingRequiredFields(values), t`Please fill in all required fields (Title, Description, Short Description, Category)`, t`Required`);
      // The required fields are the English ones: show them.
      if (problems) setLanguage('en');
      return problems;
    },
    save: (values) => onSubmit(toServiceInput(values)),
    fieldOf: formFieldOf,
  });
  const { values, set, errors, errorProps, textProps } = form;
  const titleRef = useRef<HTMLInputElement>(null);

  const version = language === 'en' ? null : values.translations[language];
  const text: ServiceTextValues = version ?? values;
  const missing = missingLanguages({ en: values, ...values.translations }, SERVICE_TEXT_FIELDS);
  const setText = <K extends keyof ServiceTextValues>(field: K, value: ServiceTextValues[K]) => {
    if (language === 'en') set(field, value as ServiceFormValues[K]);
    else set('translations', { ...values.translations, [language]: { ...values.translations[language], [field]: value } });
  };
  /** A text field of the chosen language: the original's rules in English, optional otherwise. */
  const languageTextProps = (field: 'title' | 'shortDescription' | 'description') =>
    language === 'en'
      ? { ...textProps(field), required: true }
      : { value: text[field], onChange: (e: { target: { value: string } }) => setText(field, e.target.value), placeholder: values[field], required: false };

  const setFeature = (index: number, value: string) =>
    setText(
      'features',
      text.features.map((feature, i) => (i === index ? value : feature)),
    );
  const addFeature = () => setText('features', [...text.features, '']);
  const removeFeature = (index: number) =>
    setText(
      'features',
      text.features.filter((_, i) => i !== index),
    );

  return (
    <FormDialog
      {...form.dialogProps}
      open={open}
      title={isEdit ? t`Edit Service` : t`Add New Service`}
      maxWidth="md"
      onClose={onClose}
      submitLabel={isEdit ? t`Update Service` : t`Create Service`}
      secondaryAction={service?.id && <HistoryButton entityType="service" entityId={service.id} name={service.title} onRestored={onClose} />}
      initialFocusRef={titleRef}
    >
      <ContentLanguageTabs value={language} onChange={setLanguage} missing={missing} />
      {errors.translations && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {errors.translations}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          key={`title-${language}`}
          label={t`Title`}
          fullWidth
          inputRef={titleRef}
          {...languageTextProps('title')}
        />
        <TextField
          label={t`Icon`}
          value={values.icon}
          onChange={(e) => set('icon', limitIcon(e.target.value))}
          placeholder={DEFAULT_SERVICE_ICON}
          sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
          {...errorProps('icon')}
          helperText={errors.icon ?? t`An emoji, up to 2 characters`}
        />
      </Stack>
      <TextField
        key={`shortDescription-${language}`}
        label={t`Short Description`}
        fullWidth
        {...languageTextProps('shortDescription')}
      />
      <TextArea
        key={`description-${language}`}
        label={t`Description`}
        fullWidth
        {...languageTextProps('description')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t`Category`}
          required
          fullWidth
          {...textProps('category')}
        >
          {SERVICE_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {i18n._(SERVICE_CATEGORY_LABELS[category])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t`Status`}
          fullWidth
          value={values.status}
          onChange={(e) => {
            const status = SERVICE_STATUSES.find((s) => s === e.target.value);
            if (status) set('status', status);
          }}
          {...errorProps('status')}
        >
          {SERVICE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {i18n._(SERVICE_STATUS_LABELS[status])}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <ScheduleFields
        values={{ publishAt: values.publishAt, unpublishAt: values.unpublishAt }}
        onChange={(field, value) => set(field, value)}
        errors={{ publishAt: errors.publishAt, unpublishAt: errors.unpublishAt }}
      />

      <FormSection title={t`Features`} legendGap={1}>
        <Stack spacing={1.5}>
          {text.features.map((feature, index) => {
            const number = index + 1;
            return (
              <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label={t`Feature ${number}`}
                  size="small"
                  fullWidth
                  value={feature}
                  placeholder={version ? values.features[index] : undefined}
                  onChange={(e) => setFeature(index, e.target.value)}
                />
                <IconButton
                  aria-label={t`Remove feature ${number}`}
                  onClick={() => removeFeature(index)}
                  disabled={text.features.length <= 1}
                  sx={{ mt: 0.25 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
        {errors.features && (
          <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
            {errors.features}
          </Typography>
        )}
        <Button startIcon={<AddIcon />} onClick={addFeature} size="small" sx={{ mt: 1 }}>
          <Trans>Add Feature</Trans>
        </Button>
      </FormSection>

      <FormSection title={t`Pricing`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {priceFields.map(({ field, label }) => (
            <TextField
              key={field}
              label={label}
              type="number"
              fullWidth
              value={values[field]}
              onChange={(e) => set(field, e.target.value)}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
              }}
              {...errorProps(field)}
            />
          ))}
        </Stack>
      </FormSection>
    </FormDialog>
  );
}
