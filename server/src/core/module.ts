/**
 * A domain declares itself once, in `modules/<domain>/<domain>.module.ts`, with `defineModule`: its
 * GraphQL resolvers, REST routes, presenters, request loaders, and the shared features it takes
 * part in (exports, admin search, imports, insights, start-up chores). The app lists the modules
 * once (`modules/index.ts`) and builds the schema, the REST router and its OpenAPI document, the
 * loaders, the export and import types and the search from that list.
 *
 * The descriptor sits beside the module's front door (`index.ts`: the functions and types other
 * modules use), not in it. A module's services import other modules' front doors, which may import
 * this module's front door back; if the front door loaded the resolvers and routes too, whichever
 * file of such a circle Node loads first could meet a route table or resolver map that has not run
 * yet. Only the app's list loads the descriptors, after the front doors.
 *
 * Core knows none of those parts. Each part's owner names its slot by augmenting `ModuleParts`
 * (`declare module './module.js'`), so the dependency points from the part to core, never
 * back, and a module reaches a shared feature (exports, search) without that feature importing it.
 */

/** The slots a module may fill, each added by the code that reads it (rest/route.ts adds `routes`, ...). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface ModuleParts {}

export type ModuleDescriptor = {
  /** The domain's folder name under modules/. */
  readonly name: string;
} & { readonly [K in keyof ModuleParts]?: ModuleParts[K] };

/** Declares a module; the identity function that checks its shape. */
export function defineModule<const M extends ModuleDescriptor>(descriptor: M): M {
  return descriptor;
}

let installed: readonly ModuleDescriptor[] | null = null;

/**
 * Makes `modules` the app's modules, for the shared features that go over them at run time
 * (exports, imports, search, insights, loaders). The app does this when it is built, and so does
 * the service tier of tests, which calls services without the app (module-wiring.ts).
 */
export function installModules(modules: readonly ModuleDescriptor[]): void {
  installed = modules;
}

export function installedModules(): readonly ModuleDescriptor[] {
  if (!installed) throw new Error('No modules are installed: call installModules(MODULES) (modules/index.ts) first.');
  return installed;
}

/** The entries of one list-valued part over `modules` (by default the installed ones), in module order. */
export function partsOf<K extends keyof ModuleParts>(
  part: K,
  modules: readonly ModuleDescriptor[] = installedModules(),
): ModuleParts[K] extends readonly (infer T)[] ? T[] : never {
  const out: unknown[] = [];
  for (const module of modules) {
    const value = module[part];
    if (Array.isArray(value)) out.push(...(value as unknown[]));
  }
  return out as ModuleParts[K] extends readonly (infer T)[] ? T[] : never;
}
