import { Trans } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Where staff find the e-mails the site sent, and how their delivery went. */
export function OutboxLink() {
  return (
    <Typography variant="body2" color="text.secondary">
      <Trans>
        Every e-mail the site sends, and how its delivery went, is in the{' '}
        <Link component={RouterLink} to="/admin/outbox">
          Outbox
        </Link>
        .
      </Trans>
    </Typography>
  );
}
