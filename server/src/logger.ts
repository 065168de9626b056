import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** `destination` lets tests read what the server logs (e.g. e-mails in full); stdout otherwise. */
export function createLogger(level: string, pretty = false, destination?: DestinationStream): Logger {
  const options = {
    level,
    // Never log credentials or tokens, wherever they appear in a logged object.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'password', 'token'],
      censor: '[redacted]',
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
