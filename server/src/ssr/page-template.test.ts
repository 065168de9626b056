import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillPageTemplate, PAGE_SLOTS, readPageTemplate, slotMarker } from './page-template.js';

const BUILT = [
  '<!doctype html><html lang="en"><head><title>AI Solutions</title><!--app-head-->',
  '<script type="module" crossorigin src="/assets/main-1.js"></script><link rel="modulepreload" crossorigin href="/assets/boot-1.js">',
  '</head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
].join('');

describe('the page template', () => {
  it("fills each slot by name, and keeps the build's code tags apart for the page to keep or replace", () => {
    const template = readPageTemplate(BUILT);
    expect(template.code).toBe('<script type="module" crossorigin src="/assets/main-1.js"></script><link rel="modulepreload" crossorigin href="/assets/boot-1.js">');
    const page = fillPageTemplate(template, { head: '<link rel="canonical" href="/">', html: '<h1>Hi</h1>', state: '<script type="application/json" id="ssr-state">{}</script>' });
    expect(page).toBe(
      '<!doctype html><html lang="en"><head><title>AI Solutions</title><link rel="canonical" href="/"></head><body><div id="root"><h1>Hi</h1></div><script type="application/json" id="ssr-state">{}</script></body></html>',
    );
  });

  it('refuses an index.html without one of its slots, naming the slot', () => {
    for (const slot of PAGE_SLOTS) {
      expect(() => readPageTemplate(BUILT.replace(slotMarker(slot), '')), slot).toThrow(`index.html has no <!--app-${slot}--> slot`);
    }
  });

  it("finds every slot in the client's index.html, in the order the server fills them", () => {
    const source = readFileSync(join(import.meta.dirname, '..', '..', '..', 'client', 'index.html'), 'utf8');
    expect(() => readPageTemplate(source)).not.toThrow();
    expect(source).toMatch(/<!--app-head-->\s*<\/head>/);
    expect(source).toContain('<div id="root"><!--app-html--></div><!--app-state-->');
  });
});
