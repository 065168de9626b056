/**
 * A local SMTP server standing in for the real one at the SMTP boundary (the `smtp-server`
 * package): it keeps every message it accepts, parsed (mailparser), or refuses them with the
 * answer a test chooses. Listens on 127.0.0.1 at `port`.
 */
import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export type SmtpStandIn = {
  url: string;
  received: ParsedMail[];
  /** Raw messages as they arrived, for checks of the MIME structure. */
  raw: string[];
  /** From now on, refuse every message with this answer (null: accept again). */
  refuse: (answer: { code: number; message: string } | null) => void;
  /** How many messages were refused, in all or for one recipient. */
  refused: (to?: string) => number;
  close: () => Promise<void>;
};

export async function startSmtpStandIn(port: number): Promise<SmtpStandIn> {
  const received: ParsedMail[] = [];
  const raw: string[] = [];
  let refusal: { code: number; message: string } | null = null;
  const refusedTo: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal) {
          refusedTo.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()));
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        const message = Buffer.concat(chunks).toString('utf8');
        raw.push(message);
        simpleParser(message)
          .then((parsed) => {
            received.push(parsed);
            callback();
          })
          .catch((err: unknown) => callback(err as Error));
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    url: `smtp://127.0.0.1:${port.toString()}`,
    received,
    raw,
    refuse: (answer) => {
      refusal = answer;
    },
    refused: (to) => (to ? refusedTo.filter((address) => address === to.toLowerCase()).length : refusedTo.length),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
