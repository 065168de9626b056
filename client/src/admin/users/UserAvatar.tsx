import Avatar from '@mui/material/Avatar';
import { initials } from './initials';

// A stable colour per user, so that the same person keeps the same avatar across pages.
const COLORS = ['#4F46E5', '#0E7490', '#7C3AED', '#B45309', '#047857', '#BE185D', '#1D4ED8', '#475569'];

function colorOf(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? '#475569';
}

export function UserAvatar({ name, email, size = 40 }: { name: string; email: string; size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 700, bgcolor: colorOf(email), color: '#fff' }}
    >
      {initials(name, email)}
    </Avatar>
  );
}
