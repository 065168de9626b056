import type { I18n } from '@lingui/core';
import type { AppDeps } from '../app-deps.js';
import type { Logger } from '../logger.js';
import type { Actor } from '../core/actor.js';
import type { Loaders } from '../core/loaders.js';

/** What every resolver receives: who is calling, the request's loaders, and where from. */
export type GraphQLContext = {
  actor: Actor | null;
  loaders: Loaders;
  ip: string;
  /** The caller's browser (User-Agent), to count job views once per visitor. */
  userAgent?: string;
  log: Logger;
  /** The app-wide configuration and logger, for the services that need them. */
  deps: AppDeps;
  /** This request's own Lingui instance, in the caller's language (i18n/request-language.ts). */
  i18n: I18n;
};
