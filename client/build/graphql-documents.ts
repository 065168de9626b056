/**
 * Each `graphql(`...`)` call becomes the document it stands for, inlined where it is written, so a
 * screen's chunk carries only its own operations. Without this, the client preset's `graphql()`
 * looks every source text up in one map of all documents (`__generated__/gql.ts`), and that map,
 * with every operation of every screen, would load with the home page.
 *
 * The preset's Babel plugin (`@graphql-codegen/client-preset/babel`) instead rewrites each call into
 * an import from `__generated__/graphql.ts`; a bundler cannot split one module across chunks, so
 * all documents would still land in one shared chunk. Here the documents are the very objects
 * codegen wrote (the same lookup `graphql()` does at run time), read from its output, so types and
 * run time cannot drift apart; a call whose text codegen has not seen fails the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export type DocumentRegistry = {
  /** Source text as written in `graphql(`...`)` → the document's JSON, as codegen wrote it. */
  documentOf: (source: string) => string | undefined;
};

/** `    "<source as a JSON string>": types.SomeQueryDocument,` in gql.ts's `documents` map. */
const MAP_ENTRY = /^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/;
/** `export const SomeQueryDocument = {...} as unknown as DocumentNode<...>;` in graphql.ts. */
const DOCUMENT_EXPORT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/;

export function readDocumentRegistry(generatedDir: string): DocumentRegistry {
  const exportOf = new Map<string, string>();
  const documentsMap = readFileSync(join(generatedDir, 'gql.ts'), 'utf8').split('const documents: Documents = {')[1]?.split('\n};')[0] ?? '';
  for (const line of documentsMap.split('\n')) {
    const match = MAP_ENTRY.exec(line);
    if (match?.[1] && match[2]) exportOf.set(JSON.parse(match[1]) as string, match[2]);
  }
  const jsonOf = new Map<string, string>();
  for (const line of readFileSync(join(generatedDir, 'graphql.ts'), 'utf8').split('\n')) {
    const match = DOCUMENT_EXPORT.exec(line);
    if (match?.[1] && match[2]) jsonOf.set(match[1], match[2]);
  }
  if (exportOf.size === 0 || jsonOf.size === 0) throw new Error(`No GraphQL documents found in ${generatedDir}: run \`npm run codegen\`.`);
  return { documentOf: (source) => jsonOf.get(exportOf.get(source) ?? '') };
}

/** A `graphql(` call with one template literal without substitutions, as codegen requires. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/** The code with every `graphql(`...`)` call replaced by its document, or null when it has none. */
export function inlineDocuments(code: string, registry: DocumentRegistry, file: string): string | null {
  if (!code.includes('graphql(`')) return null;
  return code.replace(GRAPHQL_CALL, (_call, source: string) => {
    // A template literal's text is its source text unless it has escapes or substitutions.
    if (source.includes('\\') || source.includes('${')) throw new Error(`${file}: a graphql() document with escapes or \${} cannot be inlined.`);
    const document = registry.documentOf(source);
    if (!document) throw new Error(`${file}: a graphql() document that codegen has not seen: run \`npm run codegen\`.\n${source}`);
    return `(${document})`;
  });
}

/** The Vite plugin: production builds only (the dev server and tests use `graphql()` as generated). */
export function graphqlDocumentsPerModule(generatedDir: string): Plugin {
  let registry: DocumentRegistry | null = null;
  return {
    name: 'graphql-documents-per-module',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      registry = readDocumentRegistry(generatedDir);
    },
    transform(code, id) {
      if (!registry || !/\.tsx?$/.test(id) || id.includes('__generated__') || id.includes('node_modules')) return null;
      const inlined = inlineDocuments(code, registry, id);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
