/**
 * `npm run i18n:check` (part of `npm test`): fails when the catalogs and the code disagree.
 * - A message in the code that a catalog lacks (or a catalog's message the code no longer has), or
 *   whose files the PO file names wrongly (a public page's bundle takes the messages of its files):
 *   extract in memory and compare with the PO files, as `npm run i18n:extract` would write them.
 * - A message without a translation in any language, or whose translation drops or invents a
 *   placeholder ({name}), or is not valid ICU MessageFormat.
 * - A source file that uses Lingui but belongs to no catalog (its messages would never load).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { parse, type Token } from '@messageformat/parser';
import { catalogName, linguiConfig, ROOT } from './catalogs';

const config = linguiConfig();
const catalogs = await getCatalogs(config);
const problems: string[] = [];

/**
 * The names a message's placeholders use, at any depth ({name}, {count, plural, …}), read by the
 * ICU MessageFormat parser Lingui itself uses: a plural's or a select's branch is text, not a
 * placeholder, even when it is one word (`one {Course} other {Courses}`, `admin {administrator}`).
 * A message that does not parse has none (the compile check below names its error).
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: readonly Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const branch of token.cases) visit(branch.tokens);
      }
    }
  };
  try {
    visit(parse(message));
  } catch {
    return [];
  }
  return [...names].sort();
}

for (const catalog of catalogs) {
  const name = catalogName(catalog);
  const [extracted, stored] = await Promise.all([catalog.collect(), catalog.readAll()]);
  if (!extracted) {
    problems.push(`${name}: its source files could not be read (see above)`);
    continue;
  }
  for (const language of config.locales) {
    const po = stored[language] ?? {};
    const where = relative(ROOT, catalog.getFilename(language));
    for (const [id, entry] of Object.entries(extracted)) {
      const text = entry.message ?? id;
      if (!(id in po) || po[id]?.obsolete) {
        problems.push(`${where}: lacks "${text}" (run npm run i18n:extract)`);
        continue;
      }
      const translation = po[id]?.translation ?? '';
      if (!translation) {
        problems.push(`${where}: no ${language} translation of "${text}"`);
        continue;
      }
      if (language === config.sourceLocale && translation !== text) {
        problems.push(`${where}: the English text of ${id} is "${translation}" but the code says "${text}" (run npm run i18n:extract)`);
      }
      // A public page's bundle holds the messages of the files it imports, by the files the PO file names (catalogs.ts).
      const files = (origins: { origin?: [string, number?][] } | undefined) => [...new Set((origins?.origin ?? []).map(([file]) => file))].sort().join(', ');
      if (language === config.sourceLocale && files(po[id]) !== files(entry)) {
        problems.push(`${where}: "${text}" is written in ${files(entry)}, not in ${files(po[id])} (run npm run i18n:extract)`);
      }
      const expected = placeholders(text).join(', ');
      if (placeholders(translation).join(', ') !== expected) {
        problems.push(`${where}: the translation of "${text}" must use the placeholders {${expected}}: "${translation}"`);
      }
      const { errors } = createCompiledCatalog(language, { [id]: translation }, { namespace: 'ts', strict: true });
      for (const { error } of errors) problems.push(`${where}: "${translation}" is not valid ICU MessageFormat: ${String(error)}`);
    }
    for (const [id, entry] of Object.entries(po)) {
      if (!(id in extracted) && !entry.obsolete) problems.push(`${where}: "${entry.message ?? id}" is no longer in the code (run npm run i18n:extract)`);
    }
  }
}

/** Every file under these folders that uses Lingui must belong to a catalog. */
const SOURCE_ROOTS = ['client/src', 'server/src', 'packages/common/src'];
const inCatalogs = new Set(catalogs.flatMap((catalog) => catalog.sourcePaths.map((path) => relative(ROOT, path))));
const usesLingui = /@lingui\/|\/\*i18n\*\//;
function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__generated__' || entry.name === 'locales' ? [] : walk(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
for (const file of SOURCE_ROOTS.flatMap(walk)) {
  if (usesLingui.test(readFileSync(join(ROOT, file), 'utf8')) && !inCatalogs.has(file)) {
    problems.push(`${file}: uses Lingui but belongs to no catalog of lingui.config.ts`);
  }
}

if (problems.length) {
  console.error(`The message catalogs and the code disagree (README › Languages):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Message catalogs: ${catalogs.length} catalogs in ${config.locales.join(', ')}, every message translated.`);
