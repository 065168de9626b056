/** POST /api/initialize-data (admin): the default contact content, created when missing. */
import { Router } from 'express';
import { actorOf, sendData } from '../../rest/respond.js';
import { initializeContactData } from './contact-defaults.service.js';

export function initializeDataRestRouter(): Router {
  const router = Router();
  router.post('/', async (_req, res) => sendData(res, await initializeContactData(actorOf(res))));
  return router;
}
