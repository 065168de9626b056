/**
 * A server-rendered page is on screen before the app has taken it over (hydrated): a click on a
 * button there would do nothing, and React drops clicks it cannot handle yet. Until the app is
 * ready, clicks on links and buttons (and elements acting as one) are held (a link does not start
 * a full page load) and then replayed on the same elements, so an early tap on the menu or a link
 * still does what it says. Answers the function that ends the wait; calling it again does nothing.
 */
export function holdEarlyClicks(doc: Document): () => void {
  // Also what acts as one without being one: a clickable MUI Chip is a <div role="button">.
  const clickable = 'a[href], button, [role="button"], [role="link"], [role="tab"], [role="menuitem"]';
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(clickable) : null;
    if (!target || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(target)) held.push(target);
  };
  doc.addEventListener('click', hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    doc.removeEventListener('click', hold, true);
    for (const target of held) if (target.isConnected) target.click();
  };
}
