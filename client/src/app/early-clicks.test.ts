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
});
