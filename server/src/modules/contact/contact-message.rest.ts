/** REST for older callers: /api/contact-messages (spec section 7). Public POST; everything else admin. */
import { Router } from 'express';
import { NotFoundError } from '../../core/errors.js';
import { actorOf, sendData, sendList } from '../../rest/respond.js';
import {
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  replyToContactMessage,
  submitContactMessage,
  updateContactMessage,
} from './contact-message.service.js';

export function contactMessageRestRouter(): Router {
  const router = Router();
  router.post('/', async (req, res) => sendData(res, await submitContactMessage(req.body, req.ip ?? 'unknown'), 201));
  router.get('/', async (req, res) => {
    const { search, status, priority, page, pageSize } = req.query;
    const result = await listContactMessages(actorOf(res), { search, status, priority }, { page: Number(page) || 1, pageSize: Number(pageSize) || 100 });
    sendList(res, result);
  });
  router.get('/:id', async (req, res) => {
    const message = await getContactMessage(actorOf(res), req.params.id);
    if (!message) throw new NotFoundError('Message not found');
    sendData(res, message);
  });
  // The prototype sends a partial: { status } or { status, reply, repliedAt, repliedBy }. A reply
  // is the reply use case (the server sets the time and the replier); priority may come along.
  router.put('/:id', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const actor = actorOf(res);
    if (body['reply'] === undefined) {
      sendData(res, await updateContactMessage(actor, req.params.id, body));
      return;
    }
    // One use case, so an invalid priority refuses the reply too (nothing saved, nothing sent).
    sendData(res, await replyToContactMessage(actor, req.params.id, body['reply'], body['priority']));
  });
  router.delete('/:id', async (req, res) => sendData(res, { id: await deleteContactMessage(actorOf(res), req.params.id) }));
  return router;
}
