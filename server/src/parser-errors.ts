/**
 * Requests that Node's HTTP parser refuses before Express sees them (headers and address over the
 * size limit, a malformed request line) get the same `{ message }` answer as every other client
 * mistake, instead of Node's bare status line with an empty body.
 */
import { maxHeaderSize, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

type Refusal = { status: number; reason: string; message: string };

function refusalFor(code: string | undefined, headerLimit: number): Refusal {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', message: `The request headers (with the address) are too large: at most ${Math.round(headerLimit / 1024)} kB.` };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, reason: 'Payload Too Large', message: 'The request body is too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive.' };
    default:
      return { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP.' };
  }
}

export function answerParserErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler: nothing to answer on a connection that is gone or mid-answer.
    const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    if (err.code === 'ECONNRESET' || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = refusalFor(err.code, maxHeaderSize);
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
