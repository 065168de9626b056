import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AccountRole } from '../roles';

export interface AuthSwitchLinkProps {
  /** The other form: sign-in or registration. */
  to: '/login' | '/register';
  question: string;
  action: string;
  role: AccountRole;
}

/** The footer link between sign-in and registration; the chosen role and the page to return to go along. */
export function AuthSwitchLink({ to, question, action, role }: AuthSwitchLinkProps) {
  const [search] = useSearchParams();
  const next = new URLSearchParams({ role });
  const redirect = search.get('redirect');
  if (redirect) next.set('redirect', redirect);
  return (
    <Typography color="text.secondary">
      {question}{' '}
      <Link component={RouterLink} to={`${to}?${next.toString()}`} sx={{ fontWeight: 600 }}>
        {action}
      </Link>
    </Typography>
  );
}
