/** REST for older callers: /api/auth/* (spec section 7). Login and register answer { data: { user, token } }. */
import { Router } from 'express';
import { UnauthenticatedError } from '../../http/errors.js';
import { actorOf, sendData } from '../../rest/respond.js';
import { logout, signOutEverywhere } from './logout.service.js';
import { changePassword, forgotPassword, login, me, register, resetPassword, updateProfile } from './auth.service.js';

export function authRestRouter(): Router {
  const router = Router();
  router.post('/register', async (req, res) => {
    const result = await register(req.body, req.ip ?? 'unknown');
    sendData(res, result, 201);
  });
  router.post('/login', async (req, res) => sendData(res, await login(req.body, req.ip ?? 'unknown')));
  router.get('/me', async (_req, res) => {
    const user = await me(actorOf(res));
    if (!user) throw new UnauthenticatedError();
    sendData(res, user);
  });
  router.put('/profile', async (req, res) => sendData(res, await updateProfile(actorOf(res), req.body)));
  router.post('/change-password', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    sendData(res, await changePassword(actorOf(res), body['currentPassword'], body['newPassword']));
  });
  router.post('/logout', async (_req, res) => sendData(res, { signedOut: await logout(actorOf(res)) }));
  router.post('/logout-everywhere', async (_req, res) => sendData(res, { signedOut: await signOutEverywhere(actorOf(res)) }));
  router.post('/forgot-password', async (req, res) => {
    sendData(res, await forgotPassword((req.body as Record<string, unknown> | undefined)?.['email'], req.ip ?? 'unknown'));
  });
  router.post('/reset-password', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    sendData(res, await resetPassword(body['token'], body['newPassword']));
  });
  return router;
}
