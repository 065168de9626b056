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
 * The goals for the first load, over the stack floor measured in the same run (what React DOM,
 * Apollo Client, React Router and MUI with the theme load alone: build/stack-floor.ts): the home
 * page at most 30 kB more, every other public page at most 60 kB more. Reported in `npm run bench`;
 * CI enforces the budgets below.
 */
const HOME_OVER_FLOOR_GOAL = 30 * KB;
const PAGE_OVER_FLOOR_GOAL = 60 * KB;
/**
 * What CI enforces, so the first load cannot grow back: each page's figure, plus ~0.5 kB. Gzip, in
 * the language whose words weigh most, MUI's locale pack included.
 *
 * History, home page: 228.0 kB once the boot steps each became one file (build/boot-chunks.ts); then
 * Lingui's runtime, the messages and the language switcher (237.1 kB); then a bundle of messages per
 * page, the signed-in parts of the course and job pages loaded on sign-in, alerts on demand (235.6 kB);
 * then the account's and the back office's screens listed in lists of their own (their files'
 * preload lists were in routes.tsx, on every page), rules drawn without MUI's Divider, and the
 * contact form's fields without TextField's Select, menu and modal, placeholders without MUI's
 * Skeleton, the FAQ as the browser's own disclosure without MUI's Accordion: home 233.6 kB (capped at
 * 234.0 below), /contact 272.4 -> 246.4 kB. The Terms of Service and the Privacy Policy are public
 * pages since they are rendered on the server: 226.1 and 225.9 kB.
 */
const FIRST_LOAD_BUDGETS: Readonly<Record<string, number>> = {
  '/': 234.0 * KB,
  '/about': 229.5 * KB,
  '/services': 228.8 * KB,
  '/courses': 238.6 * KB,
  '/courses/{id}': 242.6 * KB,
  '/career': 240.4 * KB,
  '/career/{id}': 235.8 * KB,
  '/contact': 246.9 * KB,
  '/certificates/{id}': 226.5 * KB,
  '/terms': 226.6 * KB,
  '/privacy': 226.4 * KB,
};
/**
 * The first load of each page before the site spoke four languages (commit 2697348, English only):
 * the languages may add at most 6 kB to it (README › Languages). A budget above that fails.
 */
const BEFORE_LANGUAGES: Readonly<Record<string, number>> = {
  '/': 228.0 * KB,
  '/about': 223.5 * KB,
  '/services': 223.6 * KB,
  '/courses': 233.0 * KB,
  '/courses/{id}': 240.5 * KB,
  '/career': 236.9 * KB,
  '/career/{id}': 262.4 * KB,
  '/contact': 264.2 * KB,
};
const LANGUAGES_ALLOWANCE = 6 * KB;
/**
 * Files on a public page's first load: each is a `<link rel="modulepreload">` the page adds while it
 * is taken over (about 0.6 ms of main thread each in Chromium). 24–36 once the boot steps and the
 * public pages' sets each became one file (build/boot-chunks.ts), 68–99 before; 26–38 once MUI's locale
 * pack (two files) was counted on Spanish, French and German pages.
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
 * A page's words in one language, loaded before it is taken over: the catalog bundles (the site's
 * and the page's own: README › Languages) and, but in English, MUI's locale pack (src/app/theme/mui-locale.ts).
 */
function languageModules(page: string, language: string): string[] {
  return [`src/i18n/__generated__/${language}/site.ts`, `src/i18n/__generated__/${language}/${publicPageBundle(page)}.ts`, `src/app/theme/mui-locales/${language}.ts`].filter((module) => manifest[module]);
}

/** The page's first load in the language whose messages weigh most (German, as a rule). */
function firstLoad(page: string): { files: Set<string>; total: number; language: string } {
  return LANGUAGES.map((language) => {
    const files = staticClosure(manifest, [...appEntry(manifest), LAYOUT, page, ...languageModules(page, language)]);
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
  const overFloorGoal = route === '/' ? HOME_OVER_FLOOR_GOAL : PAGE_OVER_FLOOR_GOAL;
  const goalMet = total <= floor.bytes + overFloorGoal;
  const goal = `, floor + ${kb(total - floor.bytes)}: goal floor + ${kb(overFloorGoal)} ${goalMet ? 'met' : 'not met'}`;
  console.log(`  ${route.padEnd(14)} ${kb(total).padStart(9)}  ${String(files.size).padStart(3)} files  ${language}  (budget ${kb(budget)}, ${FIRST_LOAD_FILES_BUDGET} files${goal})`);
  if (total > budget) failures.push(`${route}: first load ${kb(total)} > ${kb(budget)}`);
  const before = BEFORE_LANGUAGES[route];
  if (before !== undefined && budget > before + LANGUAGES_ALLOWANCE) failures.push(`${route}: budget ${kb(budget)} > ${kb(before)} before the languages + ${kb(LANGUAGES_ALLOWANCE)}`);
  if (files.size > FIRST_LOAD_FILES_BUDGET) failures.push(`${route}: first load in ${files.size} files > ${FIRST_LOAD_FILES_BUDGET} (build/boot-chunks.ts)`);
  benchRows.push({
    area: 'weight',
    figure: `${route} first-load JavaScript, gzip`,
    value: kb(total),
    goal: `≤ stack floor + ${kb(overFloorGoal)}`,
    reference: `stack floor ${kb(floor.bytes)}; CI budget ${kb(budget)}`,
    met: goalMet,
  });
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
