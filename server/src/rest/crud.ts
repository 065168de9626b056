/**
 * The five routes of a REST resource (list, read, create, replace, partial update, delete), each
 * a thin call of the entity's service with its answer rendered by the entity's presenter.
 */
import type { MessageText } from '../i18n/message.js';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { NotFoundError } from '../core/errors.js';
import type { PageResult } from '../core/pagination.js';
import { presentAll, type Presenter } from '../core/presenter.js';
import type { Actor } from '../core/actor.js';
import { answersOne } from './answers.js';
import { pageArgsOf, pageOfAll, queryBoolean, type ListQuery, type ListQuerySpec } from './list-query.js';
import type { Access, RouteDef } from './route.js';

type Write<D> = { fn: (actor: Actor | null, id: string, input: unknown) => Promise<D>; schema: z.ZodType; summary?: string; access?: Access };

export type CrudSpec<D> = {
  /** `/services`: the collection's path below /api. */
  path: string;
  presenter: Presenter<D>;
  notFound: MessageText;
  /** Lower-case noun for summaries: "service". */
  noun: string;
  list: ListQuerySpec & {
    access: Access;
    accessNote?: string;
  } & (
      | {
          /** Paginated by the service... */
          page: (actor: Actor | null, filter: Record<string, unknown>, pageArgs: ReturnType<typeof pageArgsOf>) => Promise<PageResult<D>>;
          all?: never;
        }
      | {
          /** ...or a short, capped list the adapter pages. */
          all: (actor: Actor | null, filter: Record<string, unknown>) => Promise<D[]>;
          page?: never;
        }
    );
  get: { fn: (actor: Actor | null, id: string) => Promise<D | null>; access: Access; accessNote?: string };
  /** Creating and deleting get the app's configuration and logger too (an invitation e-mail, a log line). */
  create?: { fn: (actor: Actor | null, input: unknown, deps: AppDeps) => Promise<D>; schema: z.ZodType; example: Record<string, unknown>; access?: Access };
  replace?: Write<D>;
  patch?: Write<D>;
  remove?: { fn: (actor: Actor | null, id: string, deps: AppDeps) => Promise<string> };
};

async function listAnswer<D>(spec: CrudSpec<D>, actor: Actor | null, list: ListQuery, ctx: Parameters<RouteDef['handler']>[0]) {
  if (spec.list.page) {
    const result = await spec.list.page(actor, list.filter, pageArgsOf(list));
    return { ...result, items: await presentAll(spec.presenter, result.items, ctx) };
  }
  const all = await spec.list.all(actor, list.filter);
  return pageOfAll(await presentAll(spec.presenter, all, ctx), list);
}

export function crudRoutes<D>(spec: CrudSpec<D>): RouteDef[] {
  const item = `${spec.path}/{id}`;
  const routes: RouteDef[] = [
    {
      method: 'get',
      path: spec.path,
      summary: `List ${spec.noun}s`,
      access: spec.list.access,
      ...(spec.list.accessNote ? { accessNote: spec.list.accessNote } : {}),
      list: { filters: spec.list.filters, sort: spec.list.sort },
      answer: { kind: 'page', type: spec.presenter.typeName },
      handler: (ctx) => listAnswer(spec, ctx.actor, ctx.list, ctx),
    },
    {
      method: 'get',
      path: item,
      summary: `Read one ${spec.noun}`,
      access: spec.get.access,
      ...(spec.get.accessNote ? { accessNote: spec.get.accessNote } : {}),
      errors: [404],
      ...answersOne(spec.presenter, async (ctx) => {
        const doc = await spec.get.fn(ctx.actor, ctx.id);
        if (!doc) throw new NotFoundError(spec.notFound);
        return doc;
      }),
    },
  ];
  const { create, replace, patch, remove } = spec;
  if (create) {
    routes.push({
      method: 'post',
      path: spec.path,
      summary: `Create a ${spec.noun}`,
      access: create.access ?? 'admin',
      body: create.schema,
      bodyExample: create.example,
      status: 201,
      ...answersOne(spec.presenter, (ctx) => create.fn(ctx.actor, ctx.body, ctx.deps)),
    });
  }
  // PUT validates the body as a whole, PATCH only the fields given; both answer the saved item.
  const writes = [
    { method: 'put', write: replace, summary: `Replace a ${spec.noun}: the body is validated as a whole`, example: create?.example },
    { method: 'patch', write: patch, summary: `Change some fields of a ${spec.noun}: only the fields given are validated and changed`, example: undefined },
  ] as const;
  for (const { method, write, summary, example } of writes) {
    if (!write) continue;
    routes.push({
      method,
      path: item,
      summary: write.summary ?? summary,
      access: write.access ?? 'admin',
      body: write.schema,
      ...(example ? { bodyExample: example } : {}),
      errors: [404],
      ...answersOne(spec.presenter, (ctx) => write.fn(ctx.actor, ctx.id, ctx.body)),
    });
  }
  if (remove) {
    routes.push({
      method: 'delete',
      path: item,
      summary: `Delete a ${spec.noun}; answers its id`,
      access: 'admin',
      answer: { kind: 'id' },
      errors: [404],
      handler: (ctx) => remove.fn(ctx.actor, ctx.id, ctx.deps),
    });
  }
  return routes;
}

/**
 * List and read of a short public collection (contact info, offices, FAQs): guests see the active
 * items only; administrators every item, or the active ones with ?active=true.
 */
export function activeForGuests<D>(spec: {
  /** How the notes name the items: "FAQs" and "FAQ". */
  plural: string;
  one: string;
  /** The list's order, for its note: "In order." */
  order: string;
  sort: string[];
  all: (actor: Actor | null, activeOnly: boolean) => Promise<D[]>;
  get: (actor: Actor | null, id: string) => Promise<D | null>;
}): Pick<CrudSpec<D>, 'list' | 'get'> {
  return {
    list: {
      access: 'guest',
      accessNote: `Guests see active ${spec.plural} only; administrators every ${spec.one} unless ?active=true. ${spec.order}`,
      filters: { active: queryBoolean },
      sort: spec.sort,
      all: (actor, filter) => spec.all(actor, filter['active'] === true),
    },
    get: { fn: spec.get, access: 'guest', accessNote: `Guests read active ${spec.plural} only (404 otherwise).` },
  };
}
