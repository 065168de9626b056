/** The mail module: outgoing e-mail, and the outbox staff may read. */
import { defineModule } from '../../core/module.js';
import { mailResolvers } from './mail.resolvers.js';

export const mailModule = defineModule({ name: 'mail', resolvers: mailResolvers });
