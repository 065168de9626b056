import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractTsConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's folders and how they import each other, read by dependency-cruiser from the sources
// (type imports included). A folder is a top-level folder of server/src (core, graphql, rest, ...)
// or one module (modules/<name>); the files at the root (app.ts, main.ts, startup.ts) compose
// everything and are left out.

const SERVER = resolve(import.meta.dirname, '..');

type Edge = { from: string; to: string };

async function folderEdges(): Promise<Edge[]> {
  const previous = process.cwd();
  process.chdir(SERVER);
  try {
    const result = await cruise(
      ['src'],
      { exclude: { path: ['__generated__', '\\.test\\.ts$'] }, tsPreCompilationDeps: true, doNotFollow: { path: ['node_modules'] } },
      { extensions: ['.ts', '.js'] },
      { tsConfig: extractTsConfig('tsconfig.json') },
    );
    if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text');
    const folderOf = (path: string) => /^src\/(modules\/[^/]+|[^/]+)\//.exec(path)?.[1] ?? null;
    const edges = new Map<string, Edge>();
    for (const module of result.output.modules) {
      const from = folderOf(module.source);
      for (const dependency of module.dependencies) {
        const to = folderOf(dependency.resolved);
        if (from && to && from !== to) edges.set(`${from}>${to}`, { from, to });
      }
    }
    return [...edges.values()];
  } finally {
    process.chdir(previous);
  }
}

/** Pairs of folders that import each other, as `a <-> b` with a before b. */
function mutualPairs(edges: Edge[]): string[] {
  const has = new Set(edges.map((e) => `${e.from}>${e.to}`));
  return edges.filter((e) => e.from < e.to && has.has(`${e.to}>${e.from}`)).map((e) => `${e.from} <-> ${e.to}`).sort();
}

/** The modules that sit on an import circle with another module (strongly connected, Tarjan). */
function moduleCircles(edges: Edge[]): string[][] {
  const modules = edges.filter((e) => e.from.startsWith('modules/') && e.to.startsWith('modules/'));
  const next = new Map<string, string[]>();
  for (const e of modules) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) component.push(member);
      } while (member && member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return circles;
}

describe('the server folders', () => {
  let edges: Edge[] = [];
  // Reading every source takes dependency-cruiser tens of seconds on a busy machine: once, for both checks.
  beforeAll(async () => {
    edges = await folderEdges();
  }, 300_000);

  it('import each other in at most five pairs, and no import circle joins two modules', () => {
    expect(edges.length).toBeGreaterThan(50);
    const pairs = mutualPairs(edges);
    expect(pairs.length, pairs.join('\n')).toBeLessThanOrEqual(5);
    // The modules are layered, each importing only modules below it; what a lower module needs from
    // a higher one comes through a hook the app registers or a part of the higher one's descriptor.
    expect(moduleCircles(edges)).toEqual([]);
  });

  it('keep core, graphql and rest below the modules: none of them imports a module', () => {
    const upward = edges.filter((e) => ['core', 'graphql', 'rest'].includes(e.from) && e.to.startsWith('modules/')).map((e) => `${e.from} -> ${e.to}`);
    expect(upward).toEqual([]);
  });
});
