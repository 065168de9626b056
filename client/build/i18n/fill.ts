/**
 * `npm run i18n:fill -- translations.json [--overwrite]`: writes translations into the PO files,
 * for whoever translates many messages at once. The file maps each English text (as the code
 * writes it, placeholders included) to its translations:
 *
 *   { "{count, plural, one {# job} other {# jobs}}": { "es": "…", "fr": "…", "de": "…" } }
 *
 * Every catalog holding that text gets them (a text with a `context` is matched as
 * "context\u0004text"). Translations already there are kept unless --overwrite. Run
 * `npm run i18n:extract` first, so the PO files hold the texts; `npm run i18n:check` afterwards.
 */
import { readFileSync } from 'node:fs';
import { getCatalogs } from '@lingui/cli/api';
import { linguiConfig } from './catalogs';

const [file, ...flags] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run i18n:fill -- translations.json [--overwrite]');
  process.exit(2);
}
const overwrite = flags.includes('--overwrite');
const wanted = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
const config = linguiConfig();
const used = new Set<string>();
let written = 0;

for (const catalog of await getCatalogs(config)) {
  for (const language of config.locales.filter((l) => l !== config.sourceLocale)) {
    const messages = await catalog.read(language);
    let changed = false;
    for (const entry of Object.values(messages)) {
      const key = entry.context ? `${entry.context}\u0004${entry.message ?? ''}` : (entry.message ?? '');
      const translation = wanted[key]?.[language];
      if (translation === undefined) continue;
      used.add(key);
      if (entry.translation && !overwrite) continue;
      entry.translation = translation;
      changed = true;
      written += 1;
    }
    if (changed) await catalog.write(language, messages);
  }
}

const unused = Object.keys(wanted).filter((key) => !used.has(key));
for (const key of unused) console.warn(`Not in any catalog (run npm run i18n:extract?): ${key}`);
console.log(`Wrote ${written} translations.`);
