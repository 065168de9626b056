/** REST for older callers: /api/services (spec section 7). Thin: parse, call the service, shape. */
import { Router } from 'express';
import { NotFoundError } from '../../core/errors.js';
import { actorOf, sendData, sendList } from '../../rest/respond.js';
import { createService, deleteService, getService, listServices, updateService } from './service.service.js';

export function serviceRestRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { search, category, status, page, pageSize } = req.query;
    const result = await listServices(actorOf(res), { search, category, status }, { page: Number(page) || 1, pageSize: Number(pageSize) || 100 });
    sendList(res, result);
  });
  router.get('/:id', async (req, res) => {
    const service = await getService(actorOf(res), req.params.id);
    if (!service) throw new NotFoundError('Service not found');
    sendData(res, service);
  });
  router.post('/', async (req, res) => sendData(res, await createService(actorOf(res), req.body), 201));
  router.put('/:id', async (req, res) => sendData(res, await updateService(actorOf(res), req.params.id, req.body)));
  router.delete('/:id', async (req, res) => sendData(res, { id: await deleteService(actorOf(res), req.params.id) }));
  return router;
}
