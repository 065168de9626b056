/** REST for older callers: /api/users (admin; a user may read themselves). */
import { Router } from 'express';
import { NotFoundError } from '../../core/errors.js';
import { actorOf, sendData, sendList } from '../../rest/respond.js';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './user.service.js';

export function userRestRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { search, role, status, page, pageSize } = req.query;
    sendList(res, await listUsers(actorOf(res), { search, role, status }, { page: Number(page) || 1, pageSize: Number(pageSize) || 100 }));
  });
  router.get('/:id', async (req, res) => {
    const user = await getUser(actorOf(res), req.params.id);
    if (!user) throw new NotFoundError('User not found');
    sendData(res, user);
  });
  router.post('/', async (req, res) => sendData(res, await createUser(actorOf(res), req.body), 201));
  router.put('/:id', async (req, res) => sendData(res, await updateUser(actorOf(res), req.params.id, req.body)));
  router.delete('/:id', async (req, res) => sendData(res, { id: await deleteUser(actorOf(res), req.params.id) }));
  return router;
}
