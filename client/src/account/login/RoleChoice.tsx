import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ACCOUNT_ROLES, ROLE_LABELS } from '../roles';
import type { AccountRole } from '../roles';

interface RoleChoiceProps {
  value: AccountRole;
  onChange: (role: AccountRole) => void;
}

/** Lets "Student/Learner" wrap after the slash on a phone, without changing its accessible name. */
function withBreakAfterSlash(label: string): ReactNode {
  const [first, ...rest] = label.split('/');
  if (rest.length === 0) return label;
  return (
    <>
      {first}/<wbr />
      {rest.join('/')}
    </>
  );
}

/** "Sign in as": informational only, the server knows each account's role. */
export function RoleChoice({ value, onChange }: RoleChoiceProps) {
  const { i18n } = useLingui();
  return (
    <>
      <Typography id="login-role-label" variant="body2" color="text.secondary" sx={{ mb: 1, fontWeight: 500 }}>
        <Trans>Sign in as</Trans>
      </Typography>
      <ToggleButtonGroup
        value={value}
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-labelledby="login-role-label"
        onChange={(_event, role: AccountRole | null) => {
          if (role) onChange(role);
        }}
        sx={{ mb: 3 }}
      >
        {ACCOUNT_ROLES.map((role) => (
          <ToggleButton
            key={role}
            value={role}
            sx={{ textTransform: 'none', fontWeight: 600, py: 1, px: 0.5, lineHeight: 1.25, fontSize: { xs: '0.8rem', sm: '0.875rem' } }}
          >
            {withBreakAfterSlash(i18n._(ROLE_LABELS[role]))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  );
}
