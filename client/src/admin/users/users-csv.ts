// Building the users CSV of the Export button (spec section 5): values containing a comma, a quote
// or a line break are quoted, with quotes doubled; objects are written as JSON.

export const EXPORT_COLUMNS = ['name', 'email', 'role', 'status', 'joinDate', 'lastLogin'] as const;

export type ExportedUser = Record<(typeof EXPORT_COLUMNS)[number], string | null | undefined>;

export function csvValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, the line break RFC 4180 and spreadsheets expect. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return rows.map((row) => row.map(csvValue).join(',') + '\r\n').join('');
}

/** The header line, then one line per user; dates stay ISO 8601, a missing last login is empty. */
export function usersToCsv(users: ReadonlyArray<ExportedUser>): string {
  return toCsv([EXPORT_COLUMNS, ...users.map((user) => EXPORT_COLUMNS.map((column) => user[column]))]);
}

/** Spec section 7: the product name, the type, the word export and the date (YYYY-MM-DD). */
export function usersExportFilename(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `ai-solutions-users-export-${date}.csv`;
}
