/**
 * What a page says went wrong (console errors, uncaught errors, failed requests, 4xx/5xx answers),
 * and a wait for the network to go quiet that is shorter than Playwright's 500 ms 'networkidle'
 * (the sweep waits for it a few hundred times).
 */
import type { Page, Request } from '@playwright/test';

const QUIET_MS = 150;
const MAX_WAIT_MS = 8_000;

export interface NetworkWatch {
  /** Forgets what was heard (a new visit starts). */
  reset(): void;
  heard(): string[];
  /** Resolves once no request has been in flight for QUIET_MS (or after MAX_WAIT_MS). */
  idle(): Promise<void>;
}

export function trackNetwork(page: Page): NetworkWatch {
  let heard: string[] = [];
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const done = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', (request) => {
    done(request);
    // Leaving a page cancels what it still had in flight; that is not a failure.
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') heard.push(`request failed: ${request.method()} ${request.url()} ${error ?? ''}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') heard.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => heard.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) heard.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return {
    reset() {
      heard = [];
      inFlight.clear();
      lastChange = Date.now();
    },
    heard: () => [...heard],
    async idle() {
      const started = Date.now();
      while (Date.now() - started < MAX_WAIT_MS) {
        if (inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
