/** REST twins of saved views: /api/me/views (the signed-in staff member's own). */
import { z } from 'zod';
import { presentAll } from '../../core/presenter.js';
import { answersOne } from '../../rest/answers.js';
import type { RouteDef } from '../../rest/route.js';
import { savedViewPresenter } from './saved-view.presenter.js';
import { SAVED_VIEW_LISTS } from './saved-view.model.js';
import { SaveViewInput, deleteSavedView, listSavedViews, saveView } from './saved-view.service.js';

const OWN = 'Administrators and editors; each reaches only their own views (another person’s view is not found).';

export const savedViewRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/me/views',
    summary: 'Your saved views of one management list (?list=jobs), by name',
    access: 'admin',
    accessNote: OWN,
    query: z.object({ list: z.enum(SAVED_VIEW_LISTS).describe('the management list') }),
    answer: { kind: 'shape', name: 'SavedViewList', schema: z.array(z.object({ id: z.string(), list: z.enum(SAVED_VIEW_LISTS), name: z.string(), search: z.string(), createdAt: z.string(), updatedAt: z.string() })) },
    handler: async (ctx) => presentAll(savedViewPresenter, await listSavedViews(ctx.actor, ctx.req.query['list']), ctx),
  },
  {
    method: 'post',
    path: '/me/views',
    summary: "Save a named view of a management list (its address's query: filters, sort, search); a view of the same name is replaced. At most 50 per list",
    access: 'admin',
    accessNote: OWN,
    body: SaveViewInput,
    bodyExample: { list: 'jobs', name: 'Open engineering jobs', search: 'status=active&search=engineer' },
    status: 201,
    ...answersOne(savedViewPresenter, (ctx) => saveView(ctx.actor, ctx.body)),
  },
  {
    method: 'delete',
    path: '/me/views/{id}',
    summary: 'Delete one of your saved views',
    access: 'admin',
    accessNote: OWN,
    answer: { kind: 'id' },
    errors: [404],
    handler: (ctx) => deleteSavedView(ctx.actor, ctx.id),
  },
];
