import { emailAddress } from '../../core/validation.js';
import { AUTH_MESSAGES } from './auth.messages.js';

/** An e-mail address as accounts store it: trimmed, lower case, at most 254 characters. */
export const emailField = emailAddress(AUTH_MESSAGES.emailLabel);
