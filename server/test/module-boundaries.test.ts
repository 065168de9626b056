import { resolve } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's ESLint configuration keeps the modules apart (ARCHITECTURE.md): outside its
// folder a module is imported only through its front door (index.ts), and no module reads another
// module's mongoose model. The rule's options are read from eslint.config.js for each place a file
// can sit, then applied to small sources (parsed without type information, which the rule does not need).

const ROOT = resolve(import.meta.dirname, '../..');

type Place = { file: string; linter: Linter; config: Linter.Config[] };

async function placeOf(file: string): Promise<Place> {
  const eslint = new ESLint({ cwd: ROOT });
  const resolved = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, Linter.RuleEntry> };
  const config: Linter.Config[] = [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-imports': resolved.rules['no-restricted-imports'] } },
  ];
  return { file, linter: new Linter({ cwd: ROOT }), config };
}

/** The messages of the module-boundary rule for `source` written in `place`'s file. */
function refusals(place: Place, source: string): string[] {
  return place.linter.verify(source, place.config, { filename: resolve(ROOT, place.file) }).map((m) => m.message);
}

const FRONT_DOOR = /front door/;
const MODEL_READ = /another's model/;

describe("the lint rule on the modules' boundaries", () => {
  let service: Place;
  let resolvers: Place;
  let writer: Place;
  let app: Place;
  let seed: Place;
  beforeAll(async () => {
    [service, resolvers, writer, app, seed] = await Promise.all([
      placeOf('server/src/modules/jobs/application.service.ts'),
      placeOf('server/src/modules/jobs/application.resolvers.ts'),
      placeOf('server/src/modules/exports/writers/csv-writer.ts'),
      placeOf('server/src/app.ts'),
      placeOf('server/src/seed/jobs.seed.ts'),
    ]);
  }, 60_000);

  it("refuses an import of another module's inner file", () => {
    expect(refusals(service, "import { getSettings } from '../settings/settings.service.js';")).toEqual([expect.stringMatching(FRONT_DOOR)]);
    expect(refusals(writer, "import { siteZone } from '../../settings/site-zone.js';")).toEqual([expect.stringMatching(FRONT_DOOR)]);
    expect(refusals(app, "import { requestSession } from './modules/auth/session.js';")).toEqual([expect.stringMatching(FRONT_DOOR)]);
    expect(refusals(seed, "import { buildOutline } from '../modules/courses/course-outline.service.js';")).toEqual([expect.stringMatching(FRONT_DOOR)]);
  });

  it("refuses a read of another module's model, through its inner file or its front door", () => {
    expect(refusals(service, "import { UserModel } from '../users/user.model.js';")).toEqual([expect.stringMatching(FRONT_DOOR)]);
    expect(refusals(service, "import { UserModel } from '../users/index.js';")).toEqual([expect.stringMatching(MODEL_READ)]);
    expect(refusals(resolvers, "import { UserModel } from '../users/index.js';")).toEqual([expect.stringMatching(MODEL_READ)]);
  });

  it("accepts the front door, a type of another module's model through it, and the module's own files", () => {
    expect(refusals(service, "import { getSettings, type Settings } from '../settings/index.js';")).toEqual([]);
    expect(refusals(service, "import type { UserModel } from '../users/index.js';")).toEqual([]);
    expect(refusals(service, "import { ApplicationModel } from './application.model.js';")).toEqual([]);
    expect(refusals(service, "import { AppError } from '../../core/errors.js';")).toEqual([]);
    expect(refusals(writer, "import { exportFileName } from '../export.service.js';")).toEqual([]);
    expect(refusals(writer, "import { siteZone } from '../../settings/index.js';")).toEqual([]);
    expect(refusals(app, "import { requestSession } from './modules/auth/index.js';")).toEqual([]);
  });

  it('lets the demo data write the records of a model file, and nothing else inside a module', () => {
    expect(refusals(seed, "import { JobModel } from '../modules/jobs/job.model.js';")).toEqual([]);
    expect(refusals(seed, "import { saveResume } from '../modules/jobs/resume.storage.js';")).toEqual([expect.stringMatching(FRONT_DOOR)]);
  });

  it('keeps the resolvers off their own module\'s models too', () => {
    expect(refusals(resolvers, "import { ApplicationModel } from './application.model.js';")).toEqual([expect.stringMatching(/only services read models/)]);
  });
});
