import type { CodegenConfig } from '@graphql-codegen/cli';
import { preset as clientPreset } from '@graphql-codegen/client-preset';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MODULES_DIR = 'server/src/modules';

/**
 * The resolver types' mappers (GraphQL type → the model type its resolvers receive), gathered from
 * each module's `graphql-mappers.json` (`{ "Course": "course.model.js#CourseDoc" }`, paths inside the
 * module), so a new domain names its own types without editing this file.
 */
function moduleMappers(): Record<string, string> {
  const mappers: Record<string, string> = {};
  for (const name of readdirSync(MODULES_DIR).sort()) {
    const file = join(MODULES_DIR, name, 'graphql-mappers.json');
    if (!existsSync(file)) continue;
    const own = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [type, target] of Object.entries(own)) {
      if (mappers[type]) throw new Error(`GraphQL type ${type} is mapped by two modules (${file})`);
      mappers[type] = `../../modules/${name}/${target}`;
    }
  }
  return mappers;
}

// The client preset forwards only a few options to the operation types it writes, and
// `dedupeOperationSuffix` is not one of them (graphql-code-generator issue 8576). This wrapper adds it
// to every file the preset generates, so an operation named `ServicesPageQuery` yields the type
// `ServicesPageQuery`, not `ServicesPageQueryQuery`.
const dedupedClientPreset: typeof clientPreset = {
  ...clientPreset,
  buildGeneratesSection: async (options) =>
    (await clientPreset.buildGeneratesSection(options)).map((section) => ({
      ...section,
      config: { ...section.config, dedupeOperationSuffix: true },
    })),
};

// One schema, two outputs: typed resolvers for the server (mapped onto the model types) and typed
// documents for the client. Both land in __generated__/ folders, which are never committed.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/**/__generated__/**'],
  ignoreNoDocuments: true,
  generates: {
    'server/src/graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.js#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'Date' },
        mappers: moduleMappers(),
      },
    },
    'client/src/__generated__/': {
      preset: dedupedClientPreset,
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
