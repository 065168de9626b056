/**
 * The repository's root: the nearest folder above this file that holds `schema.graphql`. The same
 * answer from the sources (server/src), the compiled server (server/dist) and the bundle the build
 * makes of it (server/dist/bundle), so relative paths mean the same from any of them.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'schema.graphql'))) return dir;
    if (dirname(dir) === dir) throw new Error(`schema.graphql not found above ${from}`);
  }
}

export const REPO_ROOT = findRoot(import.meta.dirname);
