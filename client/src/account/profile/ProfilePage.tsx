import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useAuthUser } from '../../app/auth/useAuth';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { TwoFactorCard } from './TwoFactorCard';

function Section({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function ProfilePage() {
  const { t } = useLingui();
  const user = useAuthUser();
  if (!user) return null;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 4 }}>
        <Trans>Profile</Trans>
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title={t`Profile information`} subtitle={t`How we address you and reach you.`}>
            <ProfileDetailsForm user={user} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section title={t`Change password`} subtitle={t`Other devices are signed out when you change it.`}>
            <ChangePasswordForm />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title={t`Two-factor authentication`} subtitle={t`Sign in with a code from an authenticator app as well as your password.`}>
            <TwoFactorCard user={user} />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title={t`Devices`} subtitle={t`Signed in somewhere you no longer use? End every session, this one included.`}>
            <SignOutEverywhere />
          </Section>
        </Grid>
      </Grid>
    </>
  );
}
