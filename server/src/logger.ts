import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    // Never log credentials or tokens, wherever they appear in a logged object.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'password', 'token'],
      censor: '[redacted]',
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } } : {}),
  });
}
