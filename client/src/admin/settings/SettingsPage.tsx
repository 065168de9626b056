import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactElement } from 'react';
import { useAuthUser } from '../../app/auth/useAuth';
import { SiteInfoQuery } from '../../app/site/operations';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { errorReason, fieldErrors } from '../../components/form/graphql-errors';
import { formErrorsOf } from '../../components/form/server-field-errors';
import { useNotice } from '../../components/notice/useNotice';
import { ExportSettingsTab } from './ExportSettingsTab';
import { GeneralTab } from './GeneralTab';
import { NotificationsTab } from './NotificationsTab';
import { SecurityTab } from './SecurityTab';
import { SystemTab } from './SystemTab';
import { ResetSystemSettingsMutation, SystemSettingsQuery, UpdateSystemSettingsMutation } from './operations';
import {
  SETTINGS_TABS,
  SETTINGS_TAB_LABELS,
  TAB_OF_FIELD,
  changedFields,
  formValuesOf,
  settingsFieldOf,
  settingsInputOf,
  type SettingsField,
  type SettingsFormErrors,
  type SettingsFormValues,
  type SettingsTab,
} from './settings-form';
import type { SettingsTabProps } from './settings-fields';
import { useLeaveWarning } from './useLeaveWarning';
import { RetryAlert } from '../../components/RetryAlert';

const TAB_ICONS: Record<SettingsTab, ReactElement> = {
  General: <SettingsOutlinedIcon />,
  Security: <SecurityOutlinedIcon />,
  Notifications: <NotificationsOutlinedIcon />,
  System: <StorageOutlinedIcon />,
  'Export Settings': <FileDownloadOutlinedIcon />,
};

type SiteText = { siteDescription: string | null } | null;
type SiteFields = {
  general: { siteName: string; siteDescription: string; language: string; timezone: string; translations: Partial<Record<string, SiteText>> };
  system: { maintenanceMode: boolean };
};

/** The public site info as a visitor reading `pageLanguage` gets it (the description in their language, else the site's, else the original). */
function writeSiteInfo(cache: ApolloCache, settings: SiteFields | undefined, pageLanguage: string): void {
  if (!settings) return;
  const { siteName, language, timezone, translations } = settings.general;
  const siteDescription = translations[pageLanguage]?.siteDescription ?? translations[language]?.siteDescription ?? settings.general.siteDescription;
  // With its __typename, as every object Apollo keeps (the generated type leaves it out).
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a GraphQL type name, not text
  const site = { __typename: 'SiteInfo', siteName, siteDescription, language, timezone, maintenanceMode: settings.system.maintenanceMode };
  cache.writeQuery({ query: SiteInfoQuery, data: { site } });
}

/** System Settings (spec section 2): side tabs, Save Changes and Reset; every setting takes effect on the server. */
export function SettingsPage() {
  const { t, i18n } = useLingui();
  const notice = useNotice();
  const user = useAuthUser();
  const readOnly = user?.role !== 'admin';
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const { data, loading, error, refetch } = useQuery(SystemSettingsQuery);
  // The header, footer and maintenance banner read the public site info: each answer writes it into
  // the cache. (A refetch could reach another app process whose settings cache is a second behind,
  // and keep the old name or maintenance state on screen until the next reload.)
  const [save, saving] = useMutation(UpdateSystemSettingsMutation, {
    update: (cache, { data: answer }) => writeSiteInfo(cache, answer?.updateSystemSettings, i18n.locale),
  });
  const [reset, resetting] = useMutation(ResetSystemSettingsMutation, {
    update: (cache, { data: answer }) => writeSiteInfo(cache, answer?.resetSystemSettings, i18n.locale),
  });

  // eslint-disable-next-line lingui/no-unlocalized-strings -- a tab's id (SETTINGS_TAB_LABELS names it)
  const [tab, setTab] = useState<SettingsTab>('General');
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const [confirmingReset, setConfirmingReset] = useState(false);

  // What the server last answered (the query, then each save or reset), and the edits on top of it;
  // a refetch never overwrites what is being edited.
  const loaded = data?.systemSettings;
  const fromQuery = useMemo(() => (loaded ? formValuesOf(loaded) : null), [loaded]);
  const [lastSaved, setLastSaved] = useState<SettingsFormValues | null>(null);
  const [draft, setDraft] = useState<SettingsFormValues | null>(null);
  const saved = lastSaved ?? fromQuery;
  const values = draft ?? saved;

  const dirty = saved && values ? changedFields(saved, values).length > 0 : false;
  const blocker = useLeaveWarning(dirty);

  const set = <K extends SettingsField>(field: K, value: SettingsFormValues[K]) => {
    setDraft((current) => {
      const base = current ?? saved;
      return base ? { ...base, [field]: value } : base;
    });
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showErrors = (found: SettingsFormErrors) => {
    setErrors(found);
    const first = (Object.keys(found) as SettingsField[])[0];
    if (first) setTab(TAB_OF_FIELD[first]);
  };

  const onSave = async () => {
    if (!values) return;
    const prepared = settingsInputOf(values, i18n);
    if ('errors' in prepared) return showErrors(prepared.errors);
    try {
      const result = await save({ variables: { input: prepared.input } });
      if (!result.data) return;
      const next = formValuesOf(result.data.updateSystemSettings);
      setLastSaved(next);
      setDraft(null);
      setErrors({});
      notice.success(t`Settings saved successfully!`);
    } catch (err) {
      const found = formErrorsOf(fieldErrors(err), settingsFieldOf);
      if (Object.keys(found).length) showErrors(found);
      const reason = errorReason(err, i18n);
      notice.error(t`Failed to save settings: ${reason}`);
    }
  };

  const onReset = async () => {
    try {
      const result = await reset();
      if (!result.data) return;
      const next = formValuesOf(result.data.resetSystemSettings);
      setLastSaved(next);
      setDraft(null);
      setErrors({});
      setConfirmingReset(false);
      notice.success(t`Settings were reset to their defaults.`);
    } catch (err) {
      setConfirmingReset(false);
      const reason = errorReason(err, i18n);
      notice.error(t`Failed to reset settings: ${reason}`);
    }
  };

  const busy = saving.loading || resetting.loading;
  const loadFailure = error ? errorReason(error, i18n) : '';
  const tabHasError = (name: SettingsTab) => (Object.keys(errors) as SettingsField[]).some((f) => errors[f] && TAB_OF_FIELD[f] === name);
  const tabProps: SettingsTabProps | null = values ? { values, set, errors, readOnly } : null;

  return (
    <>
      <PageHeader
        title={t`System Settings`}
        subtitle={t`Configure your platform settings and preferences`}
        actions={
          <>
            {dirty && <Chip label={t`Unsaved changes`} color="warning" variant="outlined" sx={{ alignSelf: 'center' }} />}
            <Button variant="outlined" color="inherit" startIcon={<RestartAltIcon />} disabled={readOnly || busy || !values} onClick={() => setConfirmingReset(true)}>
              <Trans>Reset</Trans>
            </Button>
            <Button
              variant="contained"
              startIcon={saving.loading ? <CircularProgress size={18} color="inherit" aria-label={t`Saving`} /> : <SaveOutlinedIcon />}
              disabled={readOnly || busy || !values}
              onClick={() => void onSave()}
            >
              {saving.loading ? t`Saving...` : t`Save Changes`}
            </Button>
          </>
        }
      />
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>Only administrators can change the system settings.</Trans>
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ borderRadius: 3, width: { xs: '100%', md: 240 }, flexShrink: 0, overflow: 'hidden' }}>
          <Tabs
            orientation={wide ? 'vertical' : 'horizontal'}
            variant={wide ? 'standard' : 'scrollable'}
            allowScrollButtonsMobile
            value={tab}
            onChange={(_e, next: SettingsTab) => setTab(next)}
            aria-label={t`Settings sections`}
            sx={{ '& .MuiTab-root': { justifyContent: 'flex-start', minHeight: 52, textTransform: 'none', fontWeight: 500 } }}
          >
            {SETTINGS_TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                label={i18n._(SETTINGS_TAB_LABELS[name])}
                icon={TAB_ICONS[name]}
                iconPosition="start"
                id={`settings-tab-${name}`}
                aria-controls="settings-panel"
                sx={tabHasError(name) ? { color: 'error.main' } : undefined}
              />
            ))}
          </Tabs>
        </Paper>
        <Paper
          variant="outlined"
          id="settings-panel"
          role="tabpanel"
          aria-labelledby={`settings-tab-${tab}`}
          sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, flex: 1, minWidth: 0, width: '100%' }}
        >
          {error && !values ? (
            <RetryAlert onRetry={() => void refetch()}>{t`Failed to load settings: ${loadFailure}`}</RetryAlert>
          ) : loading || !tabProps ? (
            <SettingsSkeleton />
          ) : (
            <>
              {tab === 'General' && <GeneralTab {...tabProps} />}
              {tab === 'Security' && <SecurityTab {...tabProps} />}
              {tab === 'Notifications' && <NotificationsTab {...tabProps} />}
              {tab === 'System' && <SystemTab {...tabProps} />}
              {tab === 'Export Settings' && <ExportSettingsTab />}
            </>
          )}
        </Paper>
      </Box>
      <ConfirmDialog
        open={confirmingReset}
        title={t`Reset all settings?`}
        message={t`Every system setting returns to its default value and is saved at once. Your unsaved changes are discarded.`}
        confirmLabel={t`Reset`}
        destructive
        busy={resetting.loading}
        onConfirm={() => void onReset()}
        onCancel={() => setConfirmingReset(false)}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t`Leave without saving?`}
        message={t`You have unsaved changes to the system settings. If you leave this page, they will be lost.`}
        confirmLabel={t`Leave`}
        cancelLabel={t`Stay`}
        destructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}

function SettingsSkeleton() {
  const { t } = useLingui();
  return (
    <Stack spacing={2.5} data-testid="settings-skeleton" aria-busy="true" aria-label={t`Loading settings`}>
      <Skeleton variant="text" width={200} height={32} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
      </Stack>
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}
