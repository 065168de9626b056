import type { I18n } from '@lingui/core';
import { errorReason, fieldErrors } from './graphql-errors';

/**
 * A failed save, as a form dialog shows it: the sentence for the user (e.g. the spec's
 * 'Failed to create service: {reason}') and the server's messages per input field.
 */
export class SaveFailure extends Error {
  override name = 'SaveFailure';

  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }

  /** Wraps an operation's error; `describe` turns the server's reason into the message. */
  static from(error: unknown, describe: (reason: string) => string, i18n: I18n): SaveFailure {
    return new SaveFailure(describe(errorReason(error, i18n)), fieldErrors(error));
  }
}
