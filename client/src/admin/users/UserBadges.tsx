import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { amber, blue, green, grey, orange, red } from '@mui/material/colors';
import type { Role, UserStatus } from '../../__generated__/graphql';
import { roleLabel, roleTone, statusLabel, statusTone } from './user-badges';
import type { BadgeTone } from './user-badges';

// Soft badges: a tinted background with text dark enough to read on it in light mode and a light
// shade in dark mode. "Yellow" is amber, since pure yellow text is unreadable on white.
const SHADES = {
  green,
  yellow: amber,
  red,
  orange,
  blue,
  grey,
} satisfies Record<BadgeTone, Record<number, string>>;

function Badge({ tone, label }: { tone: BadgeTone; label: string }) {
  const shade = SHADES[tone];
  return (
    <Chip
      size="small"
      label={label}
      data-tone={tone}
      sx={(theme) => {
        const dark = theme.palette.mode === 'dark';
        return {
          fontWeight: 600,
          color: dark ? shade[300] : shade[tone === 'yellow' || tone === 'orange' ? 900 : 800],
          bgcolor: alpha(shade[500], dark ? 0.2 : 0.14),
          border: 1,
          borderColor: alpha(shade[500], dark ? 0.4 : 0.3),
        };
      }}
    />
  );
}

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={roleTone(role)} label={roleLabel(role)} />;
}

export function StatusBadge({ status }: { status: UserStatus }) {
  return <Badge tone={statusTone(status)} label={statusLabel(status)} />;
}
