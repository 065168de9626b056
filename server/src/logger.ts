import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';

export type { Logger };

/**
 * `destination` lets tests read what the server logs (e.g. e-mails in full); stdout otherwise.
 * `pretty` (a terminal in development): one readable line per entry, written synchronously on this
 * thread, so that the log and what the server writes to stdout itself (the demo administrator's
 * block) appear in the order they happened. pino-pretty is loaded only then.
 */
export function createLogger(level: string, pretty = false, destination?: DestinationStream): Logger {
  const options = {
    level,
    // Never log credentials or tokens, wherever they appear in a logged object.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'password', 'token'],
      censor: '[redacted]',
    },
  };
  const stream = destination ?? (pretty ? prettyStream() : undefined);
  return stream ? pino(options, stream) : pino(options);
}

function prettyStream(): DestinationStream {
  const pinoPretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  return pinoPretty({ colorize: true, ignore: 'pid,hostname', singleLine: true, sync: true });
}

/**
 * Query parameters whose value is a credential: reset, invitation and unlock links (`token`), sign-in
 * tickets and codes, API keys, signatures. Matched by name, case aside (`access_token`, `api_key` too).
 */
const SECRET_PARAMETER = /token|ticket|secret|passw|signature|^(?:sig|code|otp|jwt|auth|authorization|apikey)$|(?:^|[-_])key$/i;
/** Paths whose last segment is a credential: an export's single-use download address. */
const SECRET_PATH = /(\/exports\/download\/)[^/?#]+/;
const REDACTED = '[redacted]';

/**
 * An address as the log may show it: the value of every secret-looking query parameter, and a
 * download token in the path, replaced; the rest kept as sent, so a request can still be recognised.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      return SECRET_PARAMETER.test(decodedName(pair.slice(0, eq))) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

