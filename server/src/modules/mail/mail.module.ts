/** The mail module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { mailResolvers } from './mail.resolvers.js';

export const mailModule = defineModule({ name: 'mail', resolvers: mailResolvers });
