/**
 * Requests that keep the bytes as sent: fetch() decodes brotli and gzip by itself, which would hide
 * whether the server compressed an answer at all.
 */
import { request } from 'node:http';

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(url, { headers });
}

/** A POST of a JSON body, kept as sent back (see rawGet). */
export function rawPostJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, JSON.stringify(body));
}

function rawRequest(url: string, options: { method?: string; headers: Record<string, string> }, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
