/**
 * After a navigation inside the app, the new page's <head> as the server would have sent it
 * (GET /page-head, server/src/modules/seo): its title and description, canonical and language
 * alternates, share card and structured data. Loaded on the first navigation only: the first page's
 * head comes with its HTML.
 */
const REPLACED = 'link[rel="canonical"], link[rel="alternate"][hreflang], [data-page-head]';

type PageHeadAnswer = { title: string; description: string; tags: string };

/** `readerLanguage`: for a page behind sign-in, the language its reader reads the app in. */
export async function updatePageHead(pathname: string, signal: AbortSignal, readerLanguage?: string): Promise<void> {
  const query = new URLSearchParams({ path: pathname });
  if (readerLanguage) query.set('lang', readerLanguage);
  const res = await fetch(`/page-head?${query.toString()}`, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) return;
  const head = (await res.json()) as PageHeadAnswer;
  if (signal.aborted) return;
  document.title = head.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  for (const element of document.head.querySelectorAll(REPLACED)) element.remove();
  // Parsed as inert markup: the JSON-LD blocks are data, never run.
  const template = document.createElement('template');
  template.innerHTML = head.tags;
  document.head.append(template.content);
}
