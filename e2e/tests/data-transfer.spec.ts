import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminSidebar, apiRegisterStudent, signInAsAdmin, unique, uniqueEmail } from './support/app.js';

// Journey: an administrator exports what a filtered list shows as XLSX, then imports a
// CSV whose one bad row is refused in the preview, fixes the file and commits it.

async function openUsers(page: Page) {
  await signInAsAdmin(page);
  await adminSidebar(page).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
}

/** Column values of an XLSX sheet by its header row. */
async function readSheet(path: string): Promise<Record<string, string>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const text = (v: unknown): string => {
    if (v === null || v === undefined) return '';
    return typeof v === 'string' ? v : JSON.stringify(v);
  };
  const header = (sheet.getRow(1).values as unknown[]).map(text);
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as unknown[];
    const entries: [string, string][] = header.map((h, i) => [h, text(values[i])]);
    rows.push(Object.fromEntries(entries.filter(([h]) => h !== '')));
  });
  return rows;
}

test.describe('export and import', () => {
  test('exports the filtered user list as XLSX, and imports a CSV after fixing its bad row', async ({ page, request }) => {
    test.slow();
    const tag = unique('Xfer').replace(/-/g, '');
    const people = [
      { name: `Ada ${tag}`, email: uniqueEmail('xfer-ada') },
      { name: `Ben ${tag}`, email: uniqueEmail('xfer-ben') },
    ];
    for (const p of people) await apiRegisterStudent(request, p.name, p.email);

    await openUsers(page);
    await page.getByPlaceholder('Search users...').fill(tag);
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);

    // Export: XLSX of exactly what the list shows.
    await page.getByRole('button', { name: 'Export' }).click();
    const settings = page.getByRole('dialog', { name: 'Export Settings' });
    await settings.getByRole('combobox', { name: /^Format/ }).click();
    await page.getByRole('option', { name: 'XLSX' }).click();
    const downloading = page.waitForEvent('download');
    await settings.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const dir = await mkdtemp(join(tmpdir(), 'e2e-xfer-'));
    const xlsx = join(dir, download.suggestedFilename());
    await download.saveAs(xlsx);
    const rows = await readSheet(xlsx);
    expect(rows.map((r) => r.Email).sort()).toEqual(people.map((p) => p.email).sort());
    expect(rows.map((r) => r.Name).sort()).toEqual(people.map((p) => p.name).sort());
    expect(Object.keys(rows[0] ?? {}).some((h) => /password|token|secret/i.test(h))).toBe(false);
    await expect(settings).toBeHidden(); // the dialog closes once the file is handed over

    // Import: one good row and one with a bad e-mail address.
    const good = { name: `Cai ${tag}`, email: uniqueEmail('xfer-cai') };
    const fixed = { name: `Dee ${tag}`, email: uniqueEmail('xfer-dee') };
    const csv = join(dir, 'people.csv');
    await writeFile(csv, `Full Name,Email Address,Department\n${good.name},${good.email},Research\n${fixed.name},not-an-email,Research\n`);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Users' });
    await dialog.getByLabel('Import file').setInputFiles(csv);
    await expect(dialog.getByText('2 rows found; 0 already exist; 1 error to fix.')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Import errors' })).toContainText('Row 3, email: Enter a valid email address'); // the file's line, header = 1
    await expect(dialog.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();

    // Fix the file and choose it again: no errors, commit, and both appear in the list.
    await writeFile(csv, `Full Name,Email Address,Department\n${good.name},${good.email},Research\n${fixed.name},${fixed.email},Research\n`);
    await dialog.getByLabel('Import file').setInputFiles(csv);
    await expect(dialog.getByText('2 rows found; 0 already exist; no errors.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(dialog.getByText('Created 2, updated 0, skipped 0.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(4);
    await expect(page.getByRole('row').filter({ hasText: fixed.email })).toHaveCount(1);
  });
});
