/**
 * `npm run budgets -w client`, after `npm run build`: fails when the public first load or a
 * screen's chunk outgrows its budget, so a heavy import is caught in CI, not in the field.
 *
 * - First load: the JavaScript a public page needs before it shows anything (index.html's scripts,
 *   the app's boot steps, the public layout and the page, with everything they import statically).
 * - Screen chunk: each lazily loaded screen's own file (routes.tsx).
 */
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, PUBLIC_LAYOUT_MODULE, PUBLIC_PAGE_MODULES } from '@ai-solutions/common';
import { appEntry, gzipSize, readManifest, screens, staticClosure, weight } from './bundle-weight';
import { publicPageBundle } from './i18n/catalogs';
import { buildStackFloor } from './stack-floor';

const KB = 1024;
/**
 * The goal for the home page's first load: not reached. The stack alone, with nothing of the product but its
 * theme, already loads more (the stack floor, printed below; 189 kB when measured).
 */
const HOME_FIRST_LOAD_GOAL = 150 * KB;
/**
 * What CI enforces, so the first load cannot grow back: the figures measured once the boot steps
 * each became one file (build/boot-chunks.ts), plus ~3%: home 228.0 kB, the contact form 264.3 kB.
 * The pages then grew by Lingui's runtime, each page's messages in its heaviest language and the
 * header's language switcher (README › Languages): home 237.1 kB (French), the job page 274.0 kB
 * (German), the contact form 272.5 kB (French). Then by the skip link, the keyboard focus ring and the
 * head that follows an in-app navigation, with their messages: home 238.3 kB, the job page 275.2 kB.
 * Then lowered once the maintenance page and banner, the sign-in documents, the default contact
 * content and the footer's MUI Divider left the first load: home 236.3 kB, the job page 275.3 kB.
 * Now one budget per page, each page's figure plus ~0.5 kB, once a page's messages were only its own
 * (a catalog bundle per page), the lists and the pages of courses and jobs had their own GraphQL
 * documents, a lazily loaded part's preload list left out what its importer loads, a failed
 * load's alert (with its error parsing), the contact form's answer and a signed-in visitor's part of the course and job
 * pages loaded when needed, and MUI's words in the page's language only: home 235.6 kB, the job page
 * 238.2 kB (was 275.3), the contact form 272.4 kB.
 */
const FIRST_LOAD_BUDGETS: Readonly<Record<string, number>> = {
  '/': 236.1 * KB,
  '/about': 231.7 * KB,
  '/services': 233.0 * KB,
  '/courses': 242.8 * KB,
  '/courses/{id}': 247.5 * KB,
  '/career': 243.3 * KB,
  '/career/{id}': 238.7 * KB,
  '/contact': 272.9 * KB,
  '/certificates/{id}': 229.4 * KB,
};
/**
 * Files on a public page's first load: each is a `<link rel="modulepreload">` the page adds while it
 * is taken over (about 0.6 ms of main thread each in Chromium). 24–36 once the boot steps and the
 * public pages' sets each became one file (build/boot-chunks.ts), 68–99 before.
 */
const FIRST_LOAD_FILES_BUDGET = 40;
const SCREEN_CHUNK_BUDGET = 50 * KB;

// The public pages, as the server preloads them (packages/common): a page missing from the build fails here.
const LAYOUT = PUBLIC_LAYOUT_MODULE;
const PUBLIC_PAGES: Record<string, string> = Object.fromEntries(PUBLIC_PAGE_MODULES.map((page) => [page.path, page.module]));

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = readManifest(dist);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const failures: string[] = [];
/** Figures for `npm run bench`'s closing table (scripts/bench.mjs), when it runs this check. */
const benchRows: { area: string; figure: string; value: string; goal: string; reference: string; met: boolean }[] = [];

// The reference: the least the stack itself loads (build/stack-floor.ts), built with the same settings.
const floor = await buildStackFloor();
rmSync(floor.dir, { recursive: true, force: true });

/**
 * A page's messages in one language: the catalog bundles loaded before it is taken over (the
 * site's and the page's own: README › Languages).
 */
function catalogModules(page: string, language: string): string[] {
  return [`src/i18n/__generated__/${language}/site.ts`, `src/i18n/__generated__/${language}/${publicPageBundle(page)}.ts`].filter((module) => manifest[module]);
}

/** The page's first load in the language whose messages weigh most (German, as a rule). */
function firstLoad(page: string): { files: Set<string>; total: number; language: string } {
  return LANGUAGES.map((language) => {
    const files = staticClosure(manifest, [...appEntry(manifest), LAYOUT, page, ...catalogModules(page, language)]);
    return { files, total: weight(dist, files), language };
  }).reduce((heaviest, load) => (load.total > heaviest.total ? load : heaviest));
}

if (!manifest['src/i18n/__generated__/en/site.ts']) failures.push('the message catalogs are not chunks of the build (client/src/i18n/__generated__: npm run i18n:compile)');
console.log('First-load JavaScript, gzip, with the messages of the language where they weigh most');
for (const [route, page] of Object.entries(PUBLIC_PAGES)) {
  if (!manifest[page] || !manifest[LAYOUT]) failures.push(`${route}: ${manifest[page] ? LAYOUT : page} is not a chunk of the build (routes.tsx and packages/common's list disagree)`);
  const { files, total, language } = firstLoad(page);
  const budget = FIRST_LOAD_BUDGETS[route];
  if (budget === undefined) {
    failures.push(`${route}: no first-load budget (FIRST_LOAD_BUDGETS in build/check-bundle-budgets.ts)`);
    continue;
  }
  const goal = route === '/' ? `, goal ${kb(HOME_FIRST_LOAD_GOAL)} ${total <= HOME_FIRST_LOAD_GOAL ? 'met' : 'not met'}` : '';
  console.log(`  ${route.padEnd(14)} ${kb(total).padStart(9)}  ${String(files.size).padStart(3)} files  ${language}  (budget ${kb(budget)}, ${FIRST_LOAD_FILES_BUDGET} files${goal})`);
  if (total > budget) failures.push(`${route}: first load ${kb(total)} > ${kb(budget)}`);
  if (files.size > FIRST_LOAD_FILES_BUDGET) failures.push(`${route}: first load in ${files.size} files > ${FIRST_LOAD_FILES_BUDGET} (build/boot-chunks.ts)`);
  if (route === '/') {
    benchRows.push({
      area: 'weight',
      figure: 'home first-load JavaScript, gzip',
      value: kb(total),
      goal: `≤ ${kb(HOME_FIRST_LOAD_GOAL)}`,
      reference: `stack floor ${kb(floor.bytes)}; CI budget ${kb(budget)}`,
      met: total <= HOME_FIRST_LOAD_GOAL,
    });
  }
}
console.log(`  ${'stack floor'.padEnd(14)} ${kb(floor.bytes).padStart(9)}  ${String(floor.files.length).padStart(3)} files  (React DOM, Apollo Client, React Router, MUI with the app's theme: build/stack-floor.ts)`);

// Only the operations a screen uses load with it: nothing of the back office on the home page.
const homeFiles = staticClosure(manifest, [...appEntry(manifest), LAYOUT, PUBLIC_PAGES['/'] ?? '']);
const adminOperations = [...homeFiles].filter((file) => /\bAdmin[A-Za-z]*(?:Query|Mutation)\b/.test(readFileSync(join(dist, file), 'utf8')));
if (adminOperations.length) failures.push(`/: back-office GraphQL operations on the first load (${adminOperations.join(', ')})`);

console.log(`Screen chunks, gzip (budget ${kb(SCREEN_CHUNK_BUDGET)} each)`);
for (const screen of screens(manifest)) {
  const file = manifest[screen]?.file ?? '';
  const size = gzipSize(dist, file);
  console.log(`  ${screen.replace(/^src\//, '').padEnd(52)} ${kb(size).padStart(9)}`);
  if (size > SCREEN_CHUNK_BUDGET) failures.push(`${screen}: ${kb(size)} > ${kb(SCREEN_CHUNK_BUDGET)}`);
}

const largest = Math.max(...screens(manifest).map((screen) => gzipSize(dist, manifest[screen]?.file ?? '')));
benchRows.push({ area: 'weight', figure: 'largest route chunk, gzip', value: kb(largest), goal: `≤ ${kb(SCREEN_CHUNK_BUDGET)}`, reference: '', met: largest <= SCREEN_CHUNK_BUDGET });
if (process.env['BENCH_RESULTS']) appendFileSync(process.env['BENCH_RESULTS'], benchRows.map((row) => `${JSON.stringify(row)}\n`).join(''));

if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll bundle budgets met.');
