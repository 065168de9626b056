import { describe, expect, it } from 'vitest';
import { missingDeps } from './preload-deps';

// The chunk graph of a small app: the routes file imports the boot files, a screen imports a shared part.
const imports = new Map<string, string[]>([
  ['assets/routes.js', ['assets/boot-app.js', 'assets/boot-react.js']],
  ['assets/boot-app.js', ['assets/boot-react.js', 'assets/runtime.js']],
  ['assets/boot-react.js', []],
  ['assets/runtime.js', []],
  ['assets/Screen.js', ['assets/shared.js', 'assets/boot-app.js']],
  ['assets/shared.js', ['assets/runtime.js']],
]);

describe('missingDeps', () => {
  it('leaves out what the importing file already loads, transitively', () => {
    const deps = ['assets/Screen.js', 'assets/shared.js', 'assets/boot-app.js', 'assets/runtime.js', 'assets/boot-react.js'];
    expect(missingDeps(imports, 'assets/routes.js', deps)).toEqual(['assets/Screen.js', 'assets/shared.js']);
  });

  it('keeps every file for an importer the graph does not know', () => {
    expect(missingDeps(imports, 'assets/other.js', ['assets/Screen.js', 'assets/shared.js'])).toEqual(['assets/Screen.js', 'assets/shared.js']);
  });
});
