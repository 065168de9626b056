/**
 * One output shape per type. A presenter is the allow-list of an entity's fields: every field the
 * GraphQL type declares, each computed from the stored document the same way for both APIs. The
 * GraphQL type resolvers are generated from it (graphqlFields) and the REST adapter renders with it
 * (present), so an object reads the same on both sides, and a field added to a model stays private
 * until a presenter names it.
 */
import type { I18n } from '@lingui/core';
import type { Actor } from './actor.js';
import type { Loaders } from './loaders.js';

/** What a field may need besides the document: who asks, and the request's batching loaders. */
/** `i18n`: the request's language, for a computed text a person reads (README › Languages). */
export type PresentContext = { actor: Actor | null; loaders: Loaders; i18n: I18n };

type Awaitable<T> = T | Promise<T>;

/** A field computed from the document (scalars and value objects such as a salary). */
type Computed<D, T> = (doc: D, ctx: PresentContext) => Awaitable<T>;

/**
 * Another entity, loaded by reference (an application's job). REST renders it one level deep:
 * inside a referenced object, references are left out, so answers stay finite (an enrollment's
 * course does not repeat the enrollment).
 */
export type RefField<D> = { kind: 'ref'; presenter: () => AnyPresenter; load: (doc: D, ctx: PresentContext) => Awaitable<unknown> };

/** Sub-documents stored inside this one (a course's modules), rendered with their own presenter. */
export type EmbedField<D> = { kind: 'embed'; presenter: AnyPresenter; get: (doc: D) => readonly unknown[] };

export type Field<D> = Computed<D, unknown> | RefField<D> | EmbedField<D>;

/**
 * `G` is the GraphQL type as codegen writes it: the presenter must name every one of its fields
 * (and, being an object literal, nothing else), with a value of the declared type.
 */
export type FieldsOf<D, G> = {
  [K in Exclude<keyof G, '__typename'>]-?: Computed<D, G[K]> | RefField<D> | EmbedField<D>;
};

export type Presenter<D> = { readonly typeName: string; readonly fields: Readonly<Record<string, Field<D>>> };
// Presenters reference each other whatever their document types; the fields check their own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a presenter of any document type
export type AnyPresenter = Presenter<any>;

declare module './module.js' {
  interface ModuleParts {
    /** The presenters of the module's GraphQL object types that REST answers render. */
    presenters: readonly AnyPresenter[];
  }
}

export function definePresenter<D, G>(typeName: string, fields: FieldsOf<D, G>): Presenter<D> {
  return { typeName, fields };
}

/** The id every stored document is presented with: its ObjectId as hex. */
export const idOf = (doc: { _id: { toString(): string } }): string => doc._id.toString();

/**
 * Fields the document stores under the output's own name, for a presenter to spread:
 * `same(...)` copies them as they are, `orNull(...)` turns a missing optional into `null`.
 */
export function storedFields<D>() {
  return {
    same: <K extends keyof D>(...keys: K[]) =>
      Object.fromEntries(keys.map((key) => [key, (doc: D) => doc[key]])) as { [P in K]-?: (doc: D) => D[P] },
    orNull: <K extends keyof D>(...keys: K[]) =>
      Object.fromEntries(keys.map((key) => [key, (doc: D) => doc[key] ?? null])) as { [P in K]-?: (doc: D) => NonNullable<D[P]> | null },
  };
}

/** `presenter` is a thunk, so two presenters may reference each other (a course and an enrollment). */
export const ref = <D>(presenter: () => AnyPresenter, load: RefField<D>['load']): RefField<D> => ({ kind: 'ref', presenter, load });
export const embed = <D>(presenter: AnyPresenter, get: EmbedField<D>['get']): EmbedField<D> => ({ kind: 'embed', presenter, get });

function isRef<D>(field: Field<D>): field is RefField<D> {
  return typeof field === 'object' && field.kind === 'ref';
}
function isEmbed<D>(field: Field<D>): field is EmbedField<D> {
  return typeof field === 'object' && field.kind === 'embed';
}

/** JSON for REST: dates as ISO strings, ObjectIds as hex; plain objects and arrays walked. */
export function toJsonValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (typeof value === 'object') {
    const v = value as { _bsontype?: string; toHexString?: () => string };
    if (v._bsontype === 'ObjectId' && typeof v.toHexString === 'function') return v.toHexString();
    return Object.fromEntries(Object.entries(value).map(([k, inner]) => [k, toJsonValue(inner)]));
  }
  return value;
}

/** Renders a document for REST: exactly the presenter's fields, references one level deep. */
export async function present<D>(presenter: Presenter<D>, doc: D, ctx: PresentContext, depth = 0): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(presenter.fields)) {
    if (isRef(field)) {
      if (depth > 0) continue;
      const loaded = await field.load(doc, ctx);
      out[name] = loaded == null ? null : await present(field.presenter(), loaded, ctx, depth + 1);
    } else if (isEmbed(field)) {
      out[name] = await Promise.all(field.get(doc).map((sub) => present(field.presenter, sub, ctx, depth)));
    } else {
      out[name] = toJsonValue(await field(doc, ctx));
    }
  }
  return out;
}

export function presentAll<D>(presenter: Presenter<D>, docs: readonly D[], ctx: PresentContext): Promise<Record<string, unknown>[]> {
  return Promise.all(docs.map((doc) => present(presenter, doc, ctx)));
}

type FieldResolver<D> = (doc: D, args: unknown, ctx: PresentContext) => unknown;

/**
 * The GraphQL type resolvers of a presenter: each field resolves as the presenter computes it;
 * references and embedded documents are handed on as documents, for their own type's resolvers.
 */
export function graphqlFields<D>(presenter: Presenter<D>): Record<string, FieldResolver<D>> {
  const resolvers: Record<string, FieldResolver<D>> = {};
  for (const [name, field] of Object.entries(presenter.fields)) {
    if (isRef(field)) resolvers[name] = (doc, _args, ctx) => field.load(doc, ctx);
    else if (isEmbed(field)) resolvers[name] = (doc) => field.get(doc);
    else resolvers[name] = (doc, _args, ctx) => field(doc, ctx);
  }
  return resolvers;
}
