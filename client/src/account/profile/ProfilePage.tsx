import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
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
  const user = useAuthUser();
  if (!user) return null;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 4 }}>
        Profile
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title="Profile information" subtitle="How we address you and reach you.">
            <ProfileDetailsForm user={user} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section title="Change password" subtitle="Other devices are signed out when you change it.">
            <ChangePasswordForm />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Two-factor authentication" subtitle="Sign in with a code from an authenticator app as well as your password.">
            <TwoFactorCard user={user} />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Devices" subtitle="Signed in somewhere you no longer use? End every session, this one included.">
            <SignOutEverywhere />
          </Section>
        </Grid>
      </Grid>
    </>
  );
}
