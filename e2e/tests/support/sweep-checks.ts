/**
 * What the every-route sweep asserts on one open page: the document is no wider than the window,
 * visible text inputs and selects are wide enough to read, and axe finds nothing serious.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Narrower than this, a field cannot show what is typed in it (a 14 px search box shows nothing). */
export const MIN_FIELD_WIDTH = 120;

/**
 * Sideways scroll in px (0 when the document fits the window), with the outermost element that
 * reaches past the window's right edge, so a report says where to look.
 */
export async function horizontalOverflow(page: Page): Promise<{ px: number; culprit: string }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const px = root.scrollWidth - root.clientWidth;
    if (px <= 0) return { px, culprit: '' };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 3).join('.')}` : ''}`;
    const culprit = [...document.body.querySelectorAll('*')].find((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > root.clientWidth + 1 && getComputedStyle(el).position !== 'fixed';
    });
    return { px, culprit: culprit ? `${describe(culprit)} (${Math.round(culprit.getBoundingClientRect().width)} px wide)` : '' };
  });
}

/** Visible text inputs, textareas and selects narrower than MIN_FIELD_WIDTH, by their label. */
export async function narrowFields(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const textTypes = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', 'date', '']);
    const candidates: Element[] = [
      ...Array.from(document.querySelectorAll('input, textarea, select')).filter(
        (el) => !(el instanceof HTMLInputElement) || textTypes.has(el.type),
      ),
      // MUI's Select is a combobox inside the input root; the root is the box a user sees.
      ...Array.from(document.querySelectorAll('[role="combobox"]:not(input)')).map(
        (el) => el.closest('.MuiInputBase-root') ?? el,
      ),
    ];
    const problems: string[] = [];
    for (const el of candidates) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const hidden =
        box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.opacity === '0' || el.closest('[aria-hidden="true"]');
      if (hidden || box.width >= min) continue;
      const field = el.matches('input, textarea, select') ? el : el.querySelector('[role="combobox"]');
      const label =
        field?.getAttribute('aria-label') ??
        field?.getAttribute('placeholder') ??
        (field instanceof HTMLInputElement ? field.labels?.[0]?.textContent : null) ??
        field?.getAttribute('name') ??
        (el.getAttribute('class') ?? '').slice(0, 40);
      problems.push(`${label} is ${Math.round(box.width)} px wide`);
    }
    return problems;
  }, MIN_FIELD_WIDTH);
}

/**
 * Labels whose words do not fit and are cut off (hidden past the edge or shortened to "…"): field
 * labels, buttons, tabs, chips and column headings, the words that run longest in German. Text
 * that wraps is fine; a label that its box clips is not.
 */
export async function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'label',
      '.MuiInputLabel-root',
      '.MuiFormControlLabel-label',
      '.MuiButton-root',
      '.MuiTab-root',
      '.MuiToggleButton-root',
      '.MuiChip-label',
      'th',
    ].join(', ');
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const text = el.textContent.trim();
      if (!text || el.closest('[aria-hidden="true"]')) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      // One pixel of slack: sub-pixel widths round up in scrollWidth.
      if (clips && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`"${text.slice(0, 60)}" shows ${el.clientWidth} of ${el.scrollWidth} px`);
      }
    }
    return problems;
  });
}

/** Serious and critical axe violations, one line each (rule, what, where). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself. The default (runPartial in every frame, then
  // finishRun in a fresh blank page) opens and closes a page per check, which made the sweep
  // several times slower; the app has no frames, so there is nothing it would add.
  // Only violations come back in full: passes are most of axe's answer and the sweep reads none.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `axe ${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}
