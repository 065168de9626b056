/** The dashboard's number formats, shared by its cards and their tests. */
/** Spec: revenue in thousands of dollars with a K suffix ($125K, $0.4K). */
export function formatRevenueK(dollars: number): string {
  return `$${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(dollars / 1000)}K`;
}

/** "+12% from last month", "-5% from last month", or "—" when there is nothing to compare with. */
export function formatChange(percent: number | null | undefined, against: string): string {
  if (percent === null || percent === undefined) return '—';
  return `${percent > 0 ? '+' : ''}${String(percent)}% from ${against}`;
}

export function trendOf(percent: number | null | undefined): 'up' | 'down' | 'neutral' {
  if (!percent) return 'neutral';
  return percent > 0 ? 'up' : 'down';
}

/** "3 days 4 hours", "5 hours 12 minutes", "42 minutes". */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const unit = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;
  if (days > 0) return `${unit(days, 'day')} ${unit(hours, 'hour')}`;
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  return unit(minutes, 'minute');
}
