/** The import types: every installed module's import targets (core/import-target.ts). */
import { partsOf } from '../../core/module.js';
import type { ImportTarget } from '../../core/import-target.js';

export type { FieldKind, ImportTarget } from '../../core/import-target.js';

/** An import type's name: an installed import target's. */
export type ImportType = string;

export function importTypes(): string[] {
  return partsOf('imports').map((t) => t.type);
}

/** The target of a type the caller's input was checked against (`importTypes`). */
export function importTarget(type: ImportType): ImportTarget {
  const target = partsOf('imports').find((t) => t.type === type);
  if (!target) throw new Error(`No import target ${type}`);
  return target;
}
