/** The REST shape that contact info, offices and FAQs share (spec section 7): thin, over their services. */
import { Router } from 'express';
import { NotFoundError } from '../../core/errors.js';
import type { Actor } from '../auth/actor.js';
import { actorOf, sendData } from '../../rest/respond.js';

export type CrudService = {
  list: (actor: Actor | null, activeOnly: boolean) => Promise<unknown[]>;
  get: (actor: Actor | null, id: string) => Promise<unknown>;
  create: (actor: Actor | null, input: unknown) => Promise<unknown>;
  update: (actor: Actor | null, id: string, input: unknown) => Promise<unknown>;
  remove: (actor: Actor | null, id: string) => Promise<string>;
  notFound: string;
};

/** GET (?active=true: the public view), GET /:id, POST, PUT /:id (partial), DELETE /:id. */
export function crudRouter(service: CrudService): Router {
  const router = Router();
  router.get('/', async (req, res) => sendData(res, await service.list(actorOf(res), req.query['active'] === 'true')));
  router.get('/:id', async (req, res) => {
    const item = await service.get(actorOf(res), req.params.id);
    if (!item) throw new NotFoundError(service.notFound);
    sendData(res, item);
  });
  router.post('/', async (req, res) => sendData(res, await service.create(actorOf(res), req.body), 201));
  router.put('/:id', async (req, res) => sendData(res, await service.update(actorOf(res), req.params.id, req.body)));
  router.delete('/:id', async (req, res) => sendData(res, { id: await service.remove(actorOf(res), req.params.id) }));
  return router;
}
