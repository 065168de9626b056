/**
 * The request's loaders, built from every installed module's loader factory (core/loaders.ts).
 */
import type DataLoader from 'dataloader';
import { installedModules } from '../core/module.js';
import type { Loaders } from '../core/loaders.js';
import type { Actor } from '../core/actor.js';

type CallerDoc = Loaders['userById'] extends DataLoader<string, infer T | null> ? T : never;

/** `caller`: the caller's document as the session read it, so reading the caller again costs nothing. */
export function createLoaders(actor: Actor | null, caller?: CallerDoc): Loaders {
  const loaders = {} as Loaders;
  for (const module of installedModules()) if (module.loaders) Object.assign(loaders, module.loaders(actor, loaders));
  if (caller) loaders.userById.prime(caller._id.toString(), caller);
  return loaders;
}

export type { Loaders } from '../core/loaders.js';
