/**
 * Each `graphql(`...`)` call becomes the document it stands for, inlined where it is written, so a
 * screen's chunk carries only its own operations. Without this, the client preset's `graphql()`
 * looks every source text up in one map of all documents (`__generated__/gql.ts`), and that map,
 * with every operation of every screen, would load with the home page.
 *
 * The preset's Babel plugin (`@graphql-codegen/client-preset/babel`) instead rewrites each call into
 * an import from `__generated__/graphql.ts`; a bundler cannot split one module across chunks, so
 * all documents would still land in one shared chunk. Here each document is what codegen's own
 * `graphql()` (its generated `__generated__/index.ts`, loaded through Vite's module runner) returns
 * for the call's text at run time, so types and run time cannot drift apart; a call whose text
 * codegen has not seen fails the build.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { parseSync, runnerImport, Visitor } from 'vite';

export type DocumentRegistry = {
  /** Source text as written in `graphql(`...`)` → the document codegen generated for it, as JSON. */
  documentOf: (source: string) => string | undefined;
};

/** The registry over codegen's `graphql()`, which answers an empty object for a text it has not seen. */
export function documentRegistry(graphql: (source: string) => unknown): DocumentRegistry {
  return {
    documentOf: (source) => {
      const document = graphql(source) as Partial<DocumentNode> | null;
      return document?.kind === Kind.DOCUMENT ? JSON.stringify(document) : undefined;
    },
  };
}

/** The registry of codegen's output in `generatedDir` (`client/src/__generated__`). */
export async function readDocumentRegistry(generatedDir: string): Promise<DocumentRegistry> {
  const index = join(generatedDir, 'index.ts');
  const generated = existsSync(index) ? await runnerImport<{ graphql?: (source: string) => unknown }>(index, { configFile: false, logLevel: 'silent' }) : null;
  if (typeof generated?.module.graphql !== 'function') throw new Error(`No GraphQL documents found in ${generatedDir}: run \`npm run codegen\`.`);
  return documentRegistry(generated.module.graphql);
}

/**
 * The code with every `graphql(`...`)` call (one template literal without substitutions, as codegen
 * requires) replaced by its document, or null when it has none. The calls are found in the file's
 * syntax tree (Vite's parser), so a comment or a string that mentions graphql() is left alone.
 */
export function inlineDocuments(code: string, registry: DocumentRegistry, file: string): string | null {
  if (!code.includes('graphql(')) return null;
  const { program, errors } = parseSync(file, code, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (errors.length) return null; // the bundler reports the file's own syntax error
  const calls: { start: number; end: number; source: string }[] = [];
  new Visitor({
    CallExpression(call) {
      const [argument] = call.arguments;
      if (call.callee.type !== 'Identifier' || call.callee.name !== 'graphql' || call.arguments.length !== 1 || argument?.type !== 'TemplateLiteral') return;
      const source = argument.quasis[0]?.value.raw ?? '';
      // A template literal's text is its source text unless it has escapes or substitutions.
      if (argument.expressions.length || source.includes('\\')) throw new Error(`${file}: a graphql() document with escapes or \${} cannot be inlined.`);
      calls.push({ start: call.start, end: call.end, source });
    },
  }).visit(program);
  if (!calls.length) return null;
  let inlined = code;
  for (const call of calls.sort((a, b) => b.start - a.start)) {
    const document = registry.documentOf(call.source);
    if (!document) throw new Error(`${file}: a graphql() document that codegen has not seen: run \`npm run codegen\`.\n${call.source}`);
    inlined = `${inlined.slice(0, call.start)}(${document})${inlined.slice(call.end)}`;
  }
  return inlined;
}

/** The Vite plugin: production builds only (the dev server and tests use `graphql()` as generated). */
export function graphqlDocumentsPerModule(generatedDir: string): Plugin {
  let registry: DocumentRegistry | null = null;
  return {
    name: 'graphql-documents-per-module',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      registry = await readDocumentRegistry(generatedDir);
    },
    transform(code, id) {
      if (!registry || !/\.tsx?$/.test(id) || id.includes('__generated__') || id.includes('node_modules')) return null;
      const inlined = inlineDocuments(code, registry, id);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
