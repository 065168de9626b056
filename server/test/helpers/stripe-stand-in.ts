/**
 * A local stand-in for the few Stripe endpoints the app calls (create and retrieve a Checkout
 * Session, retrieve a payment intent with its charge, create a refund), spoken to by the real
 * `stripe` library through STRIPE_API_URL. Its checkout page (/pay/{id}) plays the learner paying:
 * the session becomes paid, Stripe's `checkout.session.completed` event is posted to the app's
 * webhook, signed with the library's own test-header helper, and the browser goes to success_url.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type StandInSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  locale: string | null;
  payment_intent: string | null;
  line_items_name: string;
};

export type StripeStandIn = {
  url: string;
  sessions: Map<string, StandInSession>;
  refunds: { id: string; payment_intent: string; idempotencyKey: string | undefined }[];
  /** Where paid sessions are reported (the app's webhook); unset: nothing is posted. */
  webhookUrl: string | null;
  /** Marks the session paid (as the checkout page does) and answers the event Stripe would send. */
  pay: (sessionId: string, opts?: { amountTotal?: number }) => Stripe.Event;
  /** The event, as Stripe would post it, with its signature header (`timestamp` in seconds). */
  signed: (event: object, opts?: { secret?: string; timestamp?: number }) => { payload: string; header: string };
  /** Posts a signed event to the webhook URL. */
  deliver: (event: object, opts?: { secret?: string; timestamp?: number }) => Promise<{ status: number; body: any }>;
  close: () => Promise<void>;
};

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=39900`) back into objects. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(opts: { webhookSecret: string; port?: number }): Promise<StripeStandIn> {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(++counter).toString().padStart(4, '0')}`;
  const sessions = new Map<string, StandInSession>();
  const refunds: StripeStandIn['refunds'] = [];
  const answered = new Map<string, unknown>();
  let base = '';

  const standIn: StripeStandIn = {
    url: '',
    sessions,
    refunds,
    webhookUrl: null,
    pay(sessionId, payOpts) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No checkout session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent ??= next('pi');
      const object = { ...session, amount_total: payOpts?.amountTotal ?? session.amount_total };
      return { id: next('evt'), object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object } } as unknown as Stripe.Event;
    },
    signed(event, signOpts) {
      const payload = JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: signOpts?.secret ?? opts.webhookSecret, ...(signOpts?.timestamp ? { timestamp: signOpts.timestamp } : {}) });
      return { payload, header };
    },
    async deliver(event, signOpts) {
      if (!standIn.webhookUrl) throw new Error('No webhook URL set');
      const { payload, header } = standIn.signed(event, signOpts);
      const res = await fetch(standIn.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const body = req.method === 'POST' ? await readBody(req) : '';
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const key = req.headers['idempotency-key'] as string | undefined;
      const remembered = key && answered.get(`${url.pathname}\u0000${key}`);
      if (remembered) return json(200, remembered);
      const remember = (value: unknown) => {
        if (key) answered.set(`${url.pathname}\u0000${key}`, value);
        json(200, value);
      };

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = parseForm(body) as any;
        const item = form.line_items?.['0'];
        const id = next('cs');
        const session: StandInSession = {
          id,
          object: 'checkout.session',
          url: `${base}/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(item?.price_data?.unit_amount ?? 0) * Number(item?.quantity ?? 1),
          currency: item?.price_data?.currency ?? 'usd',
          customer_email: form.customer_email ?? null,
          client_reference_id: form.client_reference_id ?? null,
          metadata: form.metadata ?? {},
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          locale: form.locale ?? null,
          payment_intent: null,
          line_items_name: item?.price_data?.product_data?.name ?? '',
        };
        sessions.set(id, session);
        return remember(session);
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && sessionPath) {
        const session = sessions.get(sessionPath[1]!);
        return session ? json(200, session) : json(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
      const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && intentPath) {
        const id = intentPath[1]!;
        return json(200, { id, object: 'payment_intent', latest_charge: { id: `ch_for_${id}`, object: 'charge', receipt_url: `${base}/receipts/${id}` } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const form = parseForm(body) as any;
        const refund = { id: next('re'), object: 'refund', status: 'succeeded', payment_intent: form.payment_intent, idempotencyKey: key };
        refunds.push(refund);
        return remember(refund);
      }
      const payPath = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (payPath && sessions.has(payPath[1]!)) {
        const session = sessions.get(payPath[1]!)!;
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(
            `<!doctype html><title>Stripe stand-in checkout</title><h1>Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</h1>` +
              `<p>${session.line_items_name}</p><form method="post"><button type="submit">Pay</button></form><a href="${session.cancel_url}">Cancel</a>`,
          );
          return;
        }
        const event = standIn.pay(session.id);
        if (standIn.webhookUrl) await standIn.deliver(event);
        res.writeHead(303, { location: session.success_url });
        res.end();
        return;
      }
      json(404, { error: { type: 'invalid_request_error', message: `Unknown stand-in route ${req.method} ${url.pathname}` } });
    })().catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(err) } }));
    });
  });
  server.listen(opts.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = base;
  return standIn;
}
