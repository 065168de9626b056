import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorReason } from '../../../components/form/graphql-errors';
import { AdminContactInfoQuery } from '../operations';

/** What the public contact page shows right now (the active items), with a way to change it. */
export function ContactInfoStrip({ onManage }: { onManage: () => void }) {
  const { t, i18n } = useLingui();
  const { data, error } = useQuery(AdminContactInfoQuery);
  const active = data?.contactInfo.filter((item) => item.isActive) ?? [];
  return (
    <Paper variant="outlined" component="section" aria-label={t`Contact information on the website`} sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 } }}>
          {error ? (
            <Typography color="error" variant="body2">
              {errorReason(error, i18n)}
            </Typography>
          ) : !data ? (
            <Skeleton width="60%" />
          ) : active.length === 0 ? (
            <Typography color="text.secondary" variant="body2">
              <Trans>No contact information is shown on the website.</Trans>
            </Typography>
          ) : (
            active.map((item) => (
              <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Box component="span" aria-hidden sx={{ fontSize: 18 }}>
                  {item.icon}
                </Box>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {item.title}:{' '}
                  </Box>
                  {item.value}
                </Typography>
              </Stack>
            ))
          )}
        </Box>
        <Button size="small" onClick={onManage} sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}>
          <Trans>Manage Contact Info</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
