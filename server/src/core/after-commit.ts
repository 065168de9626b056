/**
 * Side effects that follow a committed write (staff notifications, e-mails that are not the
 * answer itself): once the write is stored, the caller's answer is success, so a failing side
 * effect is logged for the operators and never turned into an error answer.
 */
import type { Logger } from '../logger.js';

export async function afterCommit(log: Logger, what: string, effect: () => Promise<unknown>): Promise<void> {
  try {
    await effect();
  } catch (err) {
    log.error({ err }, `${what} failed after the write was stored`);
  }
}
