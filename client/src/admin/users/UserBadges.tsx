import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import type { Role, UserStatus } from '../../__generated__/graphql';
import { roleLabel, roleTone, statusLabel, statusTone } from './user-badges';
import type { BadgeTone } from './user-badges';

// Soft badges: a tint of the tone's colour behind text dark enough to read on it in light mode
// and light enough in dark mode. Yellow text is a deep olive-brown, since yellow on white is unreadable.
const TONES: Record<BadgeTone, { main: string; lightText: string; darkText: string }> = {
  green: { main: '#22C55E', lightText: '#15803D', darkText: '#86EFAC' },
  yellow: { main: '#EAB308', lightText: '#854D0E', darkText: '#FDE047' },
  red: { main: '#EF4444', lightText: '#B91C1C', darkText: '#FCA5A5' },
  orange: { main: '#F97316', lightText: '#C2410C', darkText: '#FDBA74' },
  blue: { main: '#3B82F6', lightText: '#1D4ED8', darkText: '#93C5FD' },
  grey: { main: '#64748B', lightText: '#475569', darkText: '#CBD5E1' },
};

function Badge({ tone, label }: { tone: BadgeTone; label: string }) {
  const colors = TONES[tone];
  return (
    <Chip
      size="small"
      label={label}
      data-tone={tone}
      sx={(theme) => ({
        fontWeight: 600,
        color: colors.lightText,
        bgcolor: alpha(colors.main, 0.12),
        border: 1,
        borderColor: alpha(colors.main, 0.35),
        ...theme.applyStyles('dark', { color: colors.darkText, bgcolor: alpha(colors.main, 0.18), borderColor: alpha(colors.main, 0.45) }),
      })}
    />
  );
}

export function RoleBadge({ role }: { role: Role }) {
  const { i18n } = useLingui();
  return <Badge tone={roleTone(role)} label={roleLabel(i18n, role)} />;
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={statusTone(status)} label={statusLabel(i18n, status)} />;
}
