/**
 * A REST route is declared once, as data: method, path, who may call it, the request's schemas
 * (the services' own zod schemas) and the answer's type. The Express router, the 405 answers and
 * the OpenAPI document are all built from these declarations, so they cannot disagree.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import type { PresentContext } from '../core/presenter.js';
import type { Role } from '../core/access.js';
import type { ListQuery, ListQuerySpec } from './list-query.js';

/** The roles of spec section 6, as the schema's access directives name them. */
export type Access = 'guest' | 'signed-in' | 'owner' | 'admin';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What `data` holds in a success answer. `type` names a GraphQL type: the same shape as there. */
export type Answer =
  | { kind: 'one'; type: string }
  | { kind: 'page'; type: string }
  | { kind: 'id' }
  | { kind: 'shape'; name: string; schema: z.ZodType }
  | { kind: 'file'; contentTypes: readonly string[] };

export type RestContext = PresentContext & {
  req: Request;
  res: Response;
  ip: string;
  /** `{id}` of the path, already checked to be a well-formed id. */
  id: string;
  /** The path's other parameters (`{type}`, `{token}`), as sent: the service checks them. */
  params: Record<string, string>;
  body: unknown;
  /** Parsed ?page, ?pageSize, ?sort and filters, for list routes. */
  list: ListQuery;
  /** The app-wide configuration and logger, for the services that need them. */
  deps: AppDeps;
};

export type RouteDef = {
  method: Method;
  /** OpenAPI style, below /api: `/jobs/{id}`. */
  path: string;
  summary: string;
  access: Access;
  /** Only these roles may call it, among those the access reaches (the service refuses the others, 403). */
  onlyRoles?: readonly Role[];
  /** Says more about access when one role is not the whole story (guests see only active items). */
  accessNote?: string;
  /** The service's schema for the body; documentation and validation are one. */
  body?: z.ZodType;
  bodyExample?: Record<string, unknown>;
  /** The body is multipart/form-data (a file upload), with these text fields besides the file. */
  multipart?: { fileField: string; fields: z.ZodType };
  list?: ListQuerySpec;
  /** Path parameters other than `{id}`, documented with the schemas the service checks them by. */
  params?: Record<string, z.ZodType>;
  /** Query parameters of a route that is not a list, documented from this object schema. */
  query?: z.ZodObject;
  status?: 200 | 201;
  answer: Answer;
  /** Answers what goes into `data`; for `page`, the page of presented items; for `file`, nothing (it streams). */
  handler: (ctx: RestContext) => Promise<unknown>;
  /** Middleware that runs before the handler (e.g. refusing an upload before reading it). */
  before?: RequestHandler[];
  /** Extra documented failure statuses beyond the ones the access level implies. */
  errors?: readonly number[];
};

export const defineRoutes = (routes: RouteDef[]): RouteDef[] => routes;

declare module '../core/module.js' {
  interface ModuleParts {
    /** The module's REST routes under /api. */
    routes: readonly RouteDef[];
  }
}

/** `/jobs/{id}` → `/jobs/:id` for Express. */
export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
