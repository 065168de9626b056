/**
 * Exports that are not one admin list: the activity log (with its page's filters) and the
 * Analytics report (the dashboard's figures for a period), in every format, staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMatchesContract } from './helpers/contract.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { pdfText, readCsv, readXlsx } from './helpers/export-files.js';

let t: TestServer;
let admin: { id: string; token: string; email: string };
let editor: { id: string; token: string; email: string };

const CREATE_FAQ = `mutation($input: FaqInput!) { createFaq(input: $input) { id } }`;
const ANALYTICS = `query($period: String!) { analytics(period: $period) {
  totalUsers { value previous changePercent } activeUsers { value } totalRevenue { value } conversionRate { value }
  userGrowth { label value } courseFunnels { title enrollments } } }`;
const EXPORT = `mutation($type: String!, $format: String!, $filters: ExportFilterInput) {
  exportData(type: $type, format: $format, filters: $filters) { url filename } }`;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
  editor = await t.userWithToken('editor', { name: 'Eddie Editor' });
  await t.userWithToken('student', { name: 'Sam Student' });
  for (const [who, question] of [
    [admin, 'Who made this one?'],
    [editor, 'And this one?'],
  ] as const) {
    const res = await t.gql(CREATE_FAQ, { input: { question, answer: 'Staff', category: 'General' } }, who.token);
    expect(res.body.errors).toBeUndefined();
  }
});
afterAll(() => t.close());

async function download(path: string, token: string | null = admin.token) {
  const res = await fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').startsWith('application/json') ? (JSON.parse(bytes.toString()) as unknown) : undefined;
  assertMatchesContract('GET', path.replace(/^\/api/, '').split('?')[0]!, res.status, json);
  return { status: res.status, bytes, json: json as { message?: string; errors?: Record<string, string> } | undefined };
}

type ActivityRow = { actorName: string; action: string; entityType: string; summary: string; at: string; changes: unknown };
type ReportRow = { section: string; item: string; measure: string; value: number; previous: number | null; change: number | null };

describe('activity log export', () => {
  it("exports the log's entries with the page's filters: record type, actor, action and dates", async () => {
    const faqs = (await download('/api/exports/activity/json?entityType=faq&includeMetadata=false')).bytes.toString();
    const rows = JSON.parse(faqs) as ActivityRow[];
    expect(rows.map((r) => r.entityType)).toEqual(['faq', 'faq']);
    // Newest first, like the page.
    expect(rows.map((r) => r.actorName)).toEqual(['Eddie Editor', 'Ada Admin']);
    expect(rows.every((r) => r.action === 'create')).toBe(true);

    const byActor = JSON.parse((await download('/api/exports/activity/json?entityType=faq&search=eddie&includeMetadata=false')).bytes.toString()) as ActivityRow[];
    expect(byActor.map((r) => r.actorName)).toEqual(['Eddie Editor']);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = JSON.parse((await download(`/api/exports/activity/json?from=${encodeURIComponent(future)}&includeMetadata=false`)).bytes.toString()) as unknown[];
    expect(none).toEqual([]);

    const csv = readCsv((await download('/api/exports/activity/csv?entityType=faq')).bytes);
    expect(csv[0]).toEqual(['Time', 'Actor', 'Role', 'Action', 'Record Type', 'Record ID', 'Summary', 'Status', 'Changes']);
    expect(csv).toHaveLength(3);
    const text = (await download('/api/exports/activity/csv')).bytes.toString();
    expect(text).not.toMatch(/passwordHash|argon2|\$2[aby]\$/);
  });

  it('names the bad filter, and refuses anyone but staff', async () => {
    const bad = await download('/api/exports/activity/json?entityType=spaceship');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json?.errors ?? {})).toEqual(['entityType']);
    const badDate = await t.gql(EXPORT, { type: 'activity', format: 'json', filters: { entityType: 'spaceship' } }, admin.token);
    expect(badDate.body.errors?.[0]?.message).toMatch(/^Entity type must be one of /);
    const student = await t.userWithToken('student');
    expect((await download('/api/exports/activity/csv', student.token)).status).toBe(403);
    expect((await download('/api/exports/analytics/csv', null)).status).toBe(401);
  });
});

describe('analytics export', () => {
  it("holds the Analytics Dashboard's figures for the period, in JSON, CSV, XLSX and PDF", async () => {
    const shown = (await t.gql(ANALYTICS, { period: '7d' }, admin.token)).body.data.analytics;
    const rows = JSON.parse((await download('/api/exports/analytics/json?period=7d&includeMetadata=false')).bytes.toString()) as ReportRow[];
    const summary = (item: string) => rows.find((r) => r.section === 'Summary' && r.item === item);
    expect(summary('Total Users')).toMatchObject({ value: shown.totalUsers.value, previous: shown.totalUsers.previous, change: shown.totalUsers.changePercent });
    expect(summary('Total Users')?.value).toBeGreaterThanOrEqual(3);
    expect(summary('Active Users')?.value).toBe(shown.activeUsers.value);
    expect(summary('Total Revenue')?.value).toBe(shown.totalRevenue.value);
    expect(summary('Conversion Rate')?.value).toBe(shown.conversionRate.value);
    const growth = rows.filter((r) => r.section === 'User Growth');
    expect(growth.map((r) => [r.item, r.value])).toEqual(shown.userGrowth.map((b: { label: string; value: number }) => [b.label, b.value]));
    expect(growth).toHaveLength(7);

    const csv = readCsv((await download('/api/exports/analytics/csv?period=7d')).bytes);
    expect(csv[0]).toEqual(['Section', 'Item', 'Measure', 'Value', 'Previous Period', 'Change %']);
    expect(csv).toHaveLength(rows.length + 1);
    const book = await readXlsx((await download('/api/exports/analytics/xlsx?period=7d')).bytes);
    expect(book.worksheets[0]?.rowCount).toBe(rows.length + 1);
    const pdf = await pdfText((await download('/api/exports/analytics/pdf?period=7d')).bytes);
    expect(pdf.text).toContain('Total Users');
    expect(pdf.text).toContain('User Growth');
  });

  it('uses 30 days by default and names a bad period; all never includes the log or the report', async () => {
    const rows = JSON.parse((await download('/api/exports/analytics/json?includeMetadata=false')).bytes.toString()) as ReportRow[];
    expect(rows.filter((r) => r.section === 'User Growth')).toHaveLength(30);
    const bad = await download('/api/exports/analytics/json?period=2w');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json?.errors ?? {})).toEqual(['period']);
    // Over GraphQL the period is checked when the link is asked for, not when it is followed.
    const viaGraphql = await t.gql(EXPORT, { type: 'analytics', format: 'json', filters: { period: '2w' } }, admin.token);
    expect(viaGraphql.body.errors?.[0]?.message).toBe('Period must be one of 7d, 30d, 90d, 1y');
    const all = JSON.parse((await download('/api/exports/all/json?includeMetadata=false')).bytes.toString()) as Record<string, unknown>;
    expect(Object.keys(all)).not.toContain('activity');
    expect(Object.keys(all)).not.toContain('analytics');
  });
});
