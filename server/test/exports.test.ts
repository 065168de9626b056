import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../src/modules/users/user.model.js';
import { ServiceModel } from '../src/modules/services/service.model.js';
import { FaqModel } from '../src/modules/contact/faq.model.js';
import { EnrollmentModel } from '../src/modules/courses/enrollment.model.js';
import { assertMatchesContract } from './helpers/contract.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { pdfText, readCsv, readXlsx, unzip } from './helpers/export-files.js';

let t: TestServer;
let admin: { id: string; token: string; email: string };
const created = new Date('2026-03-04T05:06:07.000Z');

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
  await UserModel.create([
    { name: 'Quote "Q" Person, Jr.', email: 'quote@example.com', role: 'student', status: 'active', company: 'Line1\nLine2', createdAt: created },
    { name: '=HYPERLINK("http://evil")', email: 'formula@example.com', role: 'applicant', status: 'suspended', department: '+cmd', position: '@SUM(1)', createdAt: created },
    { name: 'Plain Student', email: 'plain@example.com', role: 'student', status: 'inactive', createdAt: created, lastLogin: created },
  ]);
  await ServiceModel.create({
    title: 'Data Strategy',
    description: 'Long description',
    shortDescription: 'Short',
    category: 'Consulting',
    features: ['One', 'Two'],
    price: { basic: 10, premium: 20, enterprise: 30 },
    status: 'active',
  });
  await FaqModel.create({ question: 'What is it?', answer: 'A test', category: 'General', order: 0, isActive: true, tags: ['a'] });
});
afterAll(() => t.close());

async function download(path: string, token: string | null = admin.token, language?: string): Promise<{ status: number; bytes: Buffer; headers: Headers; json?: any }> {
  const res = await fetch(`${t.url}${path}`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(language ? { 'accept-language': language } : {}) } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  assertMatchesContract('GET', path.replace(/^\/api/, ''), res.status, type.startsWith('application/json') ? JSON.parse(bytes.toString()) : undefined);
  return { status: res.status, bytes, headers: res.headers, ...(type.startsWith('application/json') && res.status >= 400 ? { json: JSON.parse(bytes.toString()) } : {}) };
}

const EXPORT = `mutation($type: String!, $format: String!, $options: ExportOptionsInput, $filters: ExportFilterInput) {
  exportData(type: $type, format: $format, options: $options, filters: $filters) { url filename expiresAt } }`;

describe('exports: formats', () => {
  it('writes users as CSV with the spec quoting, neutralised formulas and no secrets', async () => {
    const res = await download('/api/exports/users/csv?search=example.com&dateFormat=iso');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?ai-solutions-users-export-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const text = res.bytes.toString('utf8');
    // Quotes doubled, the value quoted because it holds a comma, quote and newline.
    expect(text).toContain('"Quote ""Q"" Person, Jr."');
    expect(text).toContain('"Line1\nLine2"');
    expect(text).not.toMatch(/passwordHash|tokenVersion|failedLoginCount|argon2/);
    const [header, ...rows] = readCsv(res.bytes);
    expect(header).toEqual(['ID', 'Name', 'Email', 'Role', 'Status', 'Phone', 'Company', 'Department', 'Position', 'Join Date', 'Last Login', 'Updated At']);
    const evil = rows.find((r) => r[2] === 'formula@example.com')!;
    expect(evil[1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(evil[7]).toBe(`'+cmd`);
    expect(evil[8]).toBe(`'@SUM(1)`);
    expect(evil[9]).toBe('2026-03-04T05:06:07.000Z');
    expect(rows.map((r) => r[2]).sort()).toEqual(['formula@example.com', 'plain@example.com', 'quote@example.com', admin.email].sort());
  });

  it('exports what the list shows: search, role and status filters', async () => {
    const res = await download('/api/exports/users/json?role=student&status=inactive&includeMetadata=false');
    const rows = JSON.parse(res.bytes.toString());
    expect(rows.map((r: { email: string }) => r.email)).toEqual(['plain@example.com']);
    const bad = await download('/api/exports/users/json?role=wizard');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(['role']);
  });

  it('formats date fields as iso, local (site time zone) or Unix seconds', async () => {
    const one = async (dateFormat: string) =>
      JSON.parse((await download(`/api/exports/users/json?search=plain@&dateFormat=${dateFormat}&includeMetadata=false`)).bytes.toString())[0];
    expect((await one('iso')).joinDate).toBe('2026-03-04T05:06:07.000Z');
    expect((await one('timestamp')).lastLogin).toBe(Math.floor(created.getTime() / 1000));
    expect((await one('local')).joinDate).toBe('3/4/26, 5:06:07 AM'); // the default site time zone is UTC
  });

  it('wraps JSON in metadata (time, type, filters, count, product, version) when asked', async () => {
    const res = await download('/api/exports/users/json?status=suspended');
    const body = JSON.parse(res.bytes.toString());
    expect(body.metadata).toMatchObject({ product: 'AI Solutions', version: '1.0.0', type: 'users', format: 'json', filters: { status: 'suspended' }, count: 1 });
    expect(new Date(body.metadata.exportedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.data).toHaveLength(1);
  });

  it('writes XLSX with a styled frozen header, real dates and neutralised formulas', async () => {
    const res = await download('/api/exports/users/xlsx?search=example.com');
    expect(res.status).toBe(200);
    const book = await readXlsx(res.bytes);
    const sheet = book.getWorksheet('Users')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Name');
    expect(sheet.getRow(1).font.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const evil = rows.find((r) => r[3] === 'formula@example.com')!;
    expect(evil[2]).toBe(`'=HYPERLINK("http://evil")`);
    expect(evil[10]).toBeInstanceOf(Date);
    expect((evil[10] as Date).toISOString()).toBe('2026-03-04T05:06:07.000Z');
    expect(sheet.getColumn(3).width).toBeGreaterThanOrEqual('formula@example.com'.length);
    expect(book.getWorksheet('Export Info')).toBeDefined();
  });

  it('writes a PDF report with title, filters, generated time, rows and page numbers', async () => {
    const res = await download('/api/exports/users/pdf?status=suspended');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(res.bytes);
    expect(pages).toBe(1);
    expect(text).toContain('Users export');
    expect(text).toContain('Filters: status: suspended');
    expect(text).toContain('Generated:');
    expect(text).toContain('formula@example.com');
    expect(text).toContain('Page 1');
    expect(text).not.toContain('plain@example.com');
  });

  it('exports every type in every format, and all as one JSON, one workbook and one PDF', async () => {
    for (const type of ['services', 'users', 'courses', 'jobs', 'contact-messages', 'contact-info', 'global-offices', 'faqs', 'enrollments', 'payments', 'applications']) {
      for (const format of ['json', 'csv', 'xlsx', 'pdf']) {
        const res = await download(`/api/exports/${type}/${format}`);
        expect(res.status, `${type} ${format}`).toBe(200);
        expect(res.bytes.length, `${type} ${format}`).toBeGreaterThan(2);
      }
    }
    const all = JSON.parse((await download('/api/exports/all/json?includeMetadata=false')).bytes.toString());
    expect(Object.keys(all)).toEqual(['services', 'users', 'courses', 'jobs', 'contact-messages', 'contact-info', 'global-offices', 'faqs', 'enrollments', 'applications']);
    expect(all.services[0]).toMatchObject({ title: 'Data Strategy', features: ['One', 'Two'], price: { basic: 10, premium: 20, enterprise: 30 } });
    const book = await readXlsx((await download('/api/exports/all/xlsx')).bytes);
    expect(book.worksheets.map((s) => s.name)).toContain('FAQs');
    const services = book.getWorksheet('Services')!;
    expect(services.getRow(2).getCell(6).value).toBe('["One","Two"]');
    const pdf = await pdfText((await download('/api/exports/all/pdf')).bytes);
    expect(pdf.text).toContain('Data Strategy');
    expect(pdf.text).toContain('What is it?');
  });
});

describe('exports: the Payments view', () => {
  it("writes Course Management › Payments as shown: paid courses' enrollments, by status and by the course's title", async () => {
    const course = async (title: string, price: number) =>
      (await t.gql('mutation($input: CourseInput!) { createCourse(input: $input) { id } }', { input: { title, description: 'For the payments export.', price, status: 'published' } }, admin.token)).body.data.createCourse.id as string;
    const paid = await course('Forecasting for Finance', 149);
    const free = await course('Free Taster', 0);
    const learners = await Promise.all([1, 2, 3, 4].map((n) => t.userWithToken('student', { name: `Payer ${String(n)}`, email: `payer${String(n)}@example.com` })));
    const learner = (n: number) => ({ user: learners[n - 1]!.id, userName: `Payer ${String(n)}`, userEmail: `payer${String(n)}@example.com` });
    await EnrollmentModel.create([
      { ...learner(1), course: paid, paymentStatus: 'completed', paymentAmount: 149, paymentReference: 'pi_test_export1', paidAt: created },
      { ...learner(2), course: paid, paymentStatus: 'refunded', paymentAmount: 149, refundedAt: created },
      { ...learner(3), course: paid, paymentStatus: 'pending', paymentAmount: 149 },
      { ...learner(4), course: free, paymentStatus: 'completed', paymentAmount: 0 },
    ]);

    const [header, ...rows] = readCsv((await download('/api/exports/payments/csv')).bytes);
    expect(header).toEqual(['ID', 'Learner', 'Learner Email', 'Course', 'Amount', 'Currency', 'Status', 'Enrollment Date', 'Paid At', 'Refunded At', 'Stripe Reference', 'Not Applied']);
    // A free course's enrollment is no payment.
    expect(rows.map((r) => r[1]).sort()).toEqual(['Payer 1', 'Payer 2', 'Payer 3']);
    const first = rows.find((r) => r[1] === 'Payer 1')!;
    expect([first[3], first[4], first[5], first[6], first[10]]).toEqual(['Forecasting for Finance', '149', 'USD', 'completed', 'pi_test_export1']);

    const refunded = readCsv((await download('/api/exports/payments/csv?status=refunded')).bytes).slice(1);
    expect(refunded.map((r) => r[1])).toEqual(['Payer 2']);
    const byCourse = readCsv((await download('/api/exports/payments/csv?search=forecasting')).bytes).slice(1);
    expect(byCourse).toHaveLength(3);
    expect(readCsv((await download('/api/exports/payments/csv?search=taster')).bytes).slice(1)).toEqual([]);
    // Staff only, as the view.
    const student = await t.userWithToken('student');
    expect((await download('/api/exports/payments/csv', student.token)).status).toBe(403);
  });
});

describe('exports: options, messages and access', () => {
  it('refuses CSV for all, and unknown types and formats, with the spec messages', async () => {
    const csvAll = await t.gql(EXPORT, { type: 'all', format: 'csv' }, admin.token);
    expect(csvAll.body.errors?.[0]?.message).toBe('CSV format is not supported for complete database export. Please use JSON format.');
    const type = await t.gql(EXPORT, { type: 'secrets', format: 'json' }, admin.token);
    expect(type.body.errors?.[0]?.message).toBe('Unsupported export type: secrets');
    const format = await download('/api/exports/users/docx');
    expect(format.status).toBe(400);
    expect(format.json.message).toBe('Unsupported export format: docx');
  });

  it('lets only administrators and editors export', async () => {
    const student = await t.userWithToken('student');
    expect((await download('/api/exports/users/csv', student.token)).status).toBe(403);
    expect((await download('/api/exports/users/csv', null)).status).toBe(401);
    expect((await t.gql(EXPORT, { type: 'users', format: 'csv' }, student.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const editor = await t.userWithToken('editor');
    expect((await download('/api/exports/faqs/json', editor.token)).status).toBe(200);
  });

  it('answers a single-use download link that streams the prepared export', async () => {
    const res = await t.gql(EXPORT, { type: 'faqs', format: 'csv', options: { filename: 'my faqs', includeHeaders: false } }, admin.token);
    const { url, filename } = res.body.data.exportData;
    expect(filename).toBe('my faqs.csv');
    const first = await download(url, null);
    expect(first.status).toBe(200);
    expect(readCsv(first.bytes)[0]?.[1]).toBe('What is it?');
    const again = await download(url, null);
    expect(again.status).toBe(404);
  });

  it("writes titles, headings and the report's words in the requester's language; JSON keys stay", async () => {
    // REST: the language the request asks for.
    const [csvHeader] = readCsv((await download('/api/exports/users/csv?search=example.com', admin.token, 'de')).bytes);
    expect(csvHeader).toEqual(['ID', 'Name', 'E-Mail', 'Rolle', 'Status', 'Telefon', 'Unternehmen', 'Abteilung', 'Position', 'Beitrittsdatum', 'Letzte Anmeldung', 'Geändert am']);
    const book = await readXlsx((await download('/api/exports/users/xlsx?search=example.com', admin.token, 'es')).bytes);
    const sheet = book.getWorksheet('Usuarios')!;
    expect([2, 3, 10].map((n) => sheet.getRow(1).getCell(n).value)).toEqual(['Nombre', 'Correo electrónico', 'Fecha de alta']);
    const info = book.getWorksheet('Datos de la exportación')!;
    expect(info.getRow(1).values).toEqual([undefined, 'Campo', 'Valor']);
    expect(info.getRow(2).getCell(1).value).toBe('Producto');
    const { text } = await pdfText((await download('/api/exports/users/pdf?status=suspended&dateFormat=local', admin.token, 'fr')).bytes);
    expect(text).toContain('export : Utilisateurs');
    expect(text).toContain('Filtres : status: suspended');
    expect(text).toContain('Généré le :');
    expect(text).toContain('Page 1');
    expect(text).not.toContain('Generated');
    const json = JSON.parse((await download('/api/exports/users/json?search=plain@&includeMetadata=false', admin.token, 'de')).bytes.toString());
    expect(Object.keys(json[0])).toContain('lastLogin');

    // The back office's link: the file is written in the requester's own language, whoever opens the link.
    const german = await t.userWithToken('editor', { name: 'Greta Redakteurin' });
    await UserModel.updateOne({ _id: german.id }, { $set: { language: 'de' } });
    const link = (await t.gql(EXPORT, { type: 'faqs', format: 'csv' }, german.token)).body.data.exportData;
    const [faqHeader] = readCsv((await download(link.url, null)).bytes);
    expect(faqHeader).toEqual(['ID', 'Frage', 'Antwort', 'Kategorie', 'Reihenfolge', 'Aktiv', 'Schlagwörter', 'Erstellt am', 'Geändert am']);
  });

  it('compresses into a zip holding the named file', async () => {
    const res = await download('/api/exports/faqs/json?compression=true&filename=faq-list');
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('faq-list.zip');
    const files = await unzip(res.bytes);
    expect(Object.keys(files)).toEqual(['faq-list.json']);
    expect(JSON.parse(files['faq-list.json']!.toString()).data[0].question).toBe('What is it?');
  });
});
