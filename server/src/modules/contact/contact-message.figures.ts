/** What the weekly report counts in the contact messages (read-only). */
import { recordFigures } from '../../core/record-figures.js';
import { ContactMessageModel } from './contact-message.model.js';

export const contactMessageFigures = recordFigures(ContactMessageModel);
