import { describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

describe('clicks before the app has taken over a server-rendered page', () => {
  it('are held, then replayed once on the same element; later clicks go through at once', () => {
    document.body.innerHTML = '<button id="menu">Menu</button><a id="link" href="/about">About</a><p id="text">text</p>';
    const onMenu = vi.fn();
    const menu = document.getElementById('menu') as HTMLButtonElement;
    menu.addEventListener('click', onMenu);
    const release = holdEarlyClicks(document);

    menu.click();
    menu.click();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')?.dispatchEvent(link);
    expect(onMenu).not.toHaveBeenCalled();
    expect(link.defaultPrevented).toBe(true); // no full page load meanwhile

    release();
    expect(onMenu).toHaveBeenCalledTimes(1);
    release();
    menu.click();
    expect(onMenu).toHaveBeenCalledTimes(2);
  });

  // A clickable MUI Chip is a <div role="button"> (the careers department filter): a click on it
  // before the app had taken over did nothing, and the filter stayed as it was.
  it('are held on elements that act as buttons, links or tabs without being one', () => {
    document.body.innerHTML = '<div role="button" id="chip"><span id="label">Design</span></div><div role="tab" id="tab">Tab</div>';
    const onChip = vi.fn();
    const onTab = vi.fn();
    document.getElementById('chip')?.addEventListener('click', onChip);
    document.getElementById('tab')?.addEventListener('click', onTab);
    const release = holdEarlyClicks(document);

    document.getElementById('label')?.click();
    document.getElementById('tab')?.click();
    expect(onChip).not.toHaveBeenCalled();
    expect(onTab).not.toHaveBeenCalled();

    release();
    expect(onChip).toHaveBeenCalledTimes(1);
    expect(onTab).toHaveBeenCalledTimes(1);
  });
});
