/**
 * POST /api/payments/stripe/webhook: Stripe's word on payments. The signature is checked on the raw
 * body (the bytes Stripe signed: `stripeWebhookBody` keeps them, ahead of the JSON parser) with the
 * library's `constructEvent` and its default timestamp tolerance; a bad or old signature is a 400
 * and changes nothing. Each event id is applied once, across app processes (stripe_events); an event
 * about nothing of ours is answered 200, as Stripe expects, so it stops retrying.
 */
import express from 'express';
import type { Stripe } from 'stripe';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { isDuplicateKeyError, NotFoundError, ValidationError } from '../../core/errors.js';
import type { RouteDef } from '../../rest/route.js';
import { rememberReceipt } from './checkout.service.js';
import { EnrollmentModel } from './enrollment.model.js';
import { settleCheckoutSession, settleRefund, type Settlement } from './payment-settlement.js';
import { stripeClient } from './stripe-client.js';
import { StripeEventModel } from './stripe-event.model.js';
import { WEBHOOK_MESSAGES as msg } from './stripe-webhook.messages.js';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** The raw body of the webhook, kept as bytes; mounted before the API's JSON parser. */
export const stripeWebhookBody = express.raw({ type: () => true, limit: '1mb' });

const WebhookResult = z.object({
  received: z.boolean(),
  outcome: z.enum(['applied', 'ignored', 'refused', 'duplicate']).describe('duplicate: this event id was applied before, nothing changed'),
});

async function verifiedEvent(deps: AppDeps, body: unknown, signature: string | undefined): Promise<Stripe.Event> {
  const settings = deps.config.stripe;
  if (!settings) throw new NotFoundError(msg.notConfigured);
  if (!signature) throw new ValidationError({ 'stripe-signature': msg.signatureMissing });
  if (!Buffer.isBuffer(body)) throw new ValidationError({ body: msg.bodyMissing });
  const stripe = await stripeClient(settings);
  try {
    return stripe.webhooks.constructEvent(body, signature, settings.webhookSecret);
  } catch (err) {
    deps.log.warn({ err: { message: (err as Error).message } }, 'a Stripe webhook with a bad signature was refused');
    throw new ValidationError({ 'stripe-signature': msg.signatureInvalid });
  }
}

async function applyEvent(deps: AppDeps, event: Stripe.Event): Promise<Settlement> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const outcome = await settleCheckoutSession(deps, event.data.object);
      if (outcome === 'applied') {
        const enrollment = await EnrollmentModel.findOne({ checkoutSessionId: event.data.object.id }, { _id: 1 }).lean();
        if (enrollment) await rememberReceipt(deps, enrollment._id);
      }
      return outcome;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      // A partial refund leaves the course open; the whole amount back closes it.
      if (!intent || !charge.refunded) return 'ignored';
      return (await settleRefund(deps, 'system', { paymentReference: intent })).outcome;
    }
    default:
      return 'ignored';
  }
}

export const stripeWebhookRoute: RouteDef = {
  method: 'post',
  path: '/payments/stripe/webhook',
  summary:
    "Stripe's webhook (checkout.session.completed, checkout.session.async_payment_succeeded, charge.refunded). The body is Stripe's event as sent, checked against the Stripe-Signature header; each event is applied once. 400: the signature is missing, wrong or too old; 404: Stripe is not configured",
  access: 'guest',
  accessNote: 'Stripe, proven by the Stripe-Signature header (STRIPE_WEBHOOK_SECRET), not by a session.',
  errors: [400, 404],
  answer: { kind: 'shape', name: 'StripeWebhookResult', schema: WebhookResult },
  handler: async (ctx) => {
    const event = await verifiedEvent(ctx.deps, ctx.req.body, ctx.req.get('stripe-signature'));
    try {
      await StripeEventModel.create({ _id: event.id, type: event.type, outcome: 'ignored' });
    } catch (err) {
      if (isDuplicateKeyError(err)) return { received: true, outcome: 'duplicate' };
      throw err;
    }
    try {
      const outcome = await applyEvent(ctx.deps, event);
      await StripeEventModel.updateOne({ _id: event.id }, { $set: { outcome } });
      return { received: true, outcome };
    } catch (err) {
      // Not applied: forget the event so that Stripe's retry applies it.
      await StripeEventModel.deleteOne({ _id: event.id });
      throw err;
    }
  },
};
