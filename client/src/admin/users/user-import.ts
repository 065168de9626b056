import type { CreateUserInput, Role, UserStatus } from '../../__generated__/graphql';
import { parseCsv } from './csv-parse';
import { isValidEmail } from './user-form';

// The Import button: a CSV file with a header row naming the columns name, email and optionally
// role, status, phone, department, position (any order, any case; other columns such as the
// export's joinDate and lastLogin are ignored, so an exported file imports again).

export const IMPORT_COLUMNS = ['name', 'email', 'role', 'status', 'phone', 'department', 'position'] as const;
type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A bound that keeps one import to a few minutes of sequential requests. */
export const MAX_IMPORT_ROWS = 1000;

const ROLES: readonly Role[] = ['student', 'applicant', 'admin', 'editor', 'user', 'moderator'];
const STATUSES: readonly UserStatus[] = ['active', 'inactive', 'suspended', 'pending'];

/** Header spellings people use for our columns, after lower-casing and removing spaces, _ and -. */
const HEADER_ALIASES: Record<string, ImportColumn> = {
  name: 'name',
  fullname: 'name',
  email: 'email',
  emailaddress: 'email',
  role: 'role',
  status: 'status',
  phone: 'phone',
  phonenumber: 'phone',
  department: 'department',
  position: 'position',
};

export interface ImportRow {
  /** The row's number in the file, the header being row 1, as a spreadsheet shows it. */
  row: number;
  /** What the file says, for the messages. */
  email: string;
  /** Ready to send; absent when `problem` says why the row cannot be sent. */
  input?: CreateUserInput;
  problem?: string;
}

export type ImportFile = { ok: true; rows: ImportRow[] } | { ok: false; error: string };

export function readUserImport(text: string): ImportFile {
  const [header, ...records] = parseCsv(text);
  if (!header) return { ok: false, error: 'The file is empty.' };
  const columns = header.map((name) => HEADER_ALIASES[name.toLowerCase().replace(/[\s_-]/g, '')]);
  if (!columns.includes('name') || !columns.includes('email')) {
    return { ok: false, error: 'The first line must name the columns, with at least name and email.' };
  }
  if (records.length === 0) return { ok: false, error: 'The file has no users under its header line.' };
  if (records.length > MAX_IMPORT_ROWS) {
    return { ok: false, error: `The file has more than ${MAX_IMPORT_ROWS} users; split it into smaller files.` };
  }
  return { ok: true, rows: records.map((record, index) => readRow(record, columns, index + 2)) };
}

function readRow(record: string[], columns: Array<ImportColumn | undefined>, row: number): ImportRow {
  const values: Partial<Record<ImportColumn, string>> = {};
  columns.forEach((column, i) => {
    const value = record[i]?.trim();
    if (column && value) values[column] = value;
  });
  const email = values.email ?? '';
  const role = values.role?.toLowerCase();
  const status = values.status?.toLowerCase();

  // The same messages as the server, checked here because an unknown role or status would fail
  // GraphQL's own variable check with a message meant for developers.
  let problem: string | undefined;
  if (!values.name) problem = 'Full Name is required';
  else if (!email) problem = 'Email address is required';
  else if (!isValidEmail(email)) problem = 'Enter a valid email address';
  else if (role && !ROLES.some((r) => r === role)) problem = `Role must be one of ${ROLES.join(', ')}`;
  else if (status && !STATUSES.some((s) => s === status)) problem = `Status must be one of ${STATUSES.join(', ')}`;
  if (problem || !values.name) return { row, email, problem };

  return {
    row,
    email,
    input: {
      name: values.name,
      email,
      role: ROLES.find((r) => r === role) ?? null,
      status: STATUSES.find((s) => s === status) ?? null,
      phone: values.phone ?? null,
      department: values.department ?? null,
      position: values.position ?? null,
    },
  };
}

export interface ImportFailure {
  row: number;
  email: string;
  message: string;
}

/** "Imported 3 users; 1 failed". */
export function importSummary(imported: number, failed: number): string {
  return `Imported ${imported} ${imported === 1 ? 'user' : 'users'}; ${failed} failed`;
}

/** "Row 4 (jane@example.com): An account with this email already exists". */
export function failureLine({ row, email, message }: ImportFailure): string {
  return `Row ${row}${email ? ` (${email})` : ''}: ${message}`;
}
