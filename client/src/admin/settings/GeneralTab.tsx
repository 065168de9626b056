import { useLingui } from '@lingui/react/macro';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Language } from '@ai-solutions/common';
import { ContentLanguageTabs } from '../shared/content-languages/ContentLanguageTabs';
import { missingLanguages } from '../shared/content-languages/content-languages';
import { TextArea } from '../../components/TextArea';
import { LANGUAGE_OPTIONS, SITE_TEXT_FIELDS, TIMEZONE_OPTIONS } from './settings-form';
import { SettingSelect, SettingText, SettingsSection, type SettingsTabProps } from './settings-fields';

export function GeneralTab(tab: SettingsTabProps) {
  const { t } = useLingui();
  // The language switch of the site's text: English edits the original; another language its version.
  const [language, setLanguage] = useState<Language>('en');
  const missing = missingLanguages({ en: tab.values, ...tab.values.translations }, SITE_TEXT_FIELDS);
  /** A text of the chosen language: the original with its message in English; a version, whose blank shows the English, otherwise. */
  const textOf = (field: (typeof SITE_TEXT_FIELDS)[number]) => {
    if (language === 'en') return { value: tab.values[field], onChange: (e: { target: { value: string } }) => tab.set(field, e.target.value), error: Boolean(tab.errors[field]) };
    const version = tab.values.translations[language];
    return {
      value: version[field],
      placeholder: tab.values[field],
      onChange: (e: { target: { value: string } }) => tab.set('translations', { ...tab.values.translations, [language]: { ...version, [field]: e.target.value } }),
      slotProps: { inputLabel: { shrink: true } },
    };
  };
  return (
    <SettingsSection title={t`General Settings`} description={t`How the site presents itself and where it is reached.`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SettingText field="siteName" label={t`Site Name`} required tab={tab} helper={t`Shown in the header, page titles and e-mails.`} />
        <SettingText field="contactEmail" label={t`Contact Email`} type="email" required tab={tab} helper={t`Receives staff notifications; replies to our e-mails go here.`} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SettingSelect field="timezone" label={t`Timezone`} options={TIMEZONE_OPTIONS} tab={tab} />
        <SettingSelect field="language" label={t`Language`} options={LANGUAGE_OPTIONS} tab={tab} />
      </Stack>
      <ContentLanguageTabs value={language} onChange={setLanguage} missing={missing} />
      {tab.errors.translations && (
        <Typography variant="caption" color="error" component="p" role="alert">
          {tab.errors.translations}
        </Typography>
      )}
      <TextArea
        key={`siteDescription-${language}`}
        fullWidth
        label={t`Site Description`}
        disabled={tab.readOnly}
        {...textOf('siteDescription')}
        helperText={tab.errors.siteDescription ?? t`The footer tagline and the description search engines show.`}
      />
      <TextArea
        key={`paymentInstructions-${language}`}
        fullWidth
        label={t`Payment Instructions`}
        disabled={tab.readOnly}
        {...textOf('paymentInstructions')}
        helperText={
          tab.errors.paymentInstructions ??
          t`How learners pay for a course (e.g. bank transfer details) when card payments through Stripe are not configured. Shown on the course page; staff then mark the payment in Course Management.`
        }
      />
      <TextArea
        fullWidth
        minRows={3}
        label={t`Social Profiles`}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- example addresses, the same in every language
        placeholder={'https://www.linkedin.com/company/…\nhttps://x.com/…'}
        value={tab.values.socialProfiles}
        disabled={tab.readOnly}
        onChange={(e) => tab.set('socialProfiles', e.target.value)}
        error={Boolean(tab.errors.socialProfiles)}
        helperText={tab.errors.socialProfiles ?? t`The company's profiles on other sites, one https:// address a line, at most 5. Search engines read them as the same business.`}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', inputMode: 'url' } }}
      />
    </SettingsSection>
  );
}
