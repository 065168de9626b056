/** The auth module: sign-in, registration, sessions, passwords and profile. */
export { apiRateLimit } from './api-rate-limit.js';
export { backgroundSettled, runInBackground } from './background.js';
export { ensureRateLimitIndexes } from './limiter-store.js';
export { consume } from './rate-limits.js';
export { RENEWED_TOKEN_HEADER, requestSession, resolveSession } from './session.js';
export { completeSignIn, refuseFailedAttempt } from './sign-in-finish.js';
export { addressHash, assertMayTry, lockedMessage, pairLockedMs } from './sign-in-guard.js';
export type { SignInChallenge } from './sign-in-step.js';
export { withUser } from './with-user.js';
export { AUTH_ACTIVITY } from './auth.messages.js';
