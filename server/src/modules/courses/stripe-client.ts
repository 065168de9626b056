/**
 * The one Stripe client of the process, made from the configuration: STRIPE_SECRET_KEY, and
 * STRIPE_API_URL when set (a local stand-in in tests, Stripe's mock server), through the library's
 * host, port and protocol options. The library is loaded at the first payment, not at every start.
 */
import type { Stripe } from 'stripe';
import type { Config } from '../../config.js';

export type StripeSettings = NonNullable<Config['stripe']>;

const clients = new Map<string, Promise<Stripe>>();

export function stripeClient(settings: StripeSettings): Promise<Stripe> {
  const key = `${settings.secretKey}\u0000${settings.apiUrl?.href ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = import('stripe').then(({ default: StripeLibrary }) => {
      const url = settings.apiUrl;
      return new StripeLibrary(settings.secretKey, {
        // One retry of a failed connection, with the idempotency key the library adds to every POST.
        maxNetworkRetries: 1,
        timeout: 20_000,
        telemetry: false,
        ...(url
          ? {
              host: url.hostname,
              port: Number(url.port || (url.protocol === 'http:' ? 80 : 443)),
              protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
            }
          : {}),
      });
    });
    clients.set(key, client);
  }
  return client;
}
