/**
 * What staff may read of an e-mail in the outbox: everything but the secrets in it. A link's query
 * values (reset, invitation and unlock tokens) and any long random-looking code become [redacted],
 * so the outbox shows who was sent what, never a link that would let the reader act as the recipient.
 */
const REDACTED = '[redacted]';
const LINK = /https?:\/\/[^\s<>"')]+/g;
// Base64url/hex runs of 20+ characters with a digit in them: tokens, not words.
const CODE = /\b(?=[\w-]*\d)[\w-]{20,}\b/g;

function redactLink(link: string): string {
  const queryAt = link.indexOf('?');
  if (queryAt < 0) return link;
  const query = link
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
  return `${link.slice(0, queryAt)}?${query}`;
}

/** Only the secrets the sender names: for a subject, which templates never put a link or code in. */
export function redactNamedSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join(REDACTED);
  return out;
}

export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  // Secrets the sender names are removed wherever they stand, even outside a link.
  return redactNamedSecrets(text, secrets).replace(LINK, redactLink).replace(CODE, REDACTED);
}
