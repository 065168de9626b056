/**
 * Contact info (the cards of the public contact page): guests read active items only, in order;
 * administrators and editors read and change everything.
 */
import type { MessageText } from '../../i18n/message.js';
import mongoose from 'mongoose';
import { isStaff, requireStaff, type Actor } from '../../core/actor.js';
import { deleteRecorded, recordActivity, updateRecorded } from '../activity/index.js';
import { parseInput } from '../../core/validation.js';
import { assertRoom } from './contact.crud.js';
import { findOneById } from '../../core/ids.js';
import { CONTACT_INFO_TYPE_ICONS } from '@ai-solutions/common';
import { ContactInfoModel, type ContactInfoDoc } from './contact-info.model.js';
import { CreateContactInfoInput, UpdateContactInfoInput } from './contact-info.validation.js';
import { replaceWith } from '../../core/staff-replace.js';

const NOT_FOUND = 'Contact info not found';
export const MAX_CONTACT_INFO = 50;

/** Guests always get active items; staff get all unless they ask for the public view. */
export async function listContactInfo(actor: Actor | null, activeOnly?: boolean | null): Promise<ContactInfoDoc[]> {
  const query = !isStaff(actor) || activeOnly ? { isActive: true } : {};
  return ContactInfoModel.find(query).sort({ order: 1, createdAt: 1, _id: 1 }).limit(MAX_CONTACT_INFO).lean();
}

export async function getContactInfo(actor: Actor | null, id: string): Promise<ContactInfoDoc | null> {
  const item = await findOneById(ContactInfoModel, id);
  return item && (item.isActive || isStaff(actor)) ? item : null;
}

/** A new item goes last (order = count + 1, spec section 7) unless an order is given. */
export async function createContactInfo(actor: Actor | null, input: unknown): Promise<ContactInfoDoc> {
  const admin = requireStaff(actor);
  const data = parseInput(CreateContactInfoInput, input);
  return mongoose.connection.transaction(async (session) => {
    const count = await assertRoom(ContactInfoModel, MAX_CONTACT_INFO, 'info', session);
    const [created] = await ContactInfoModel.create([{ ...data, icon: data.icon ?? CONTACT_INFO_TYPE_ICONS[data.type], order: data.order ?? count + 1 }], { session });
    if (!created) throw new Error('The contact info was not created');
    const item = created.toObject();
    await recordActivity({ actor: admin, action: 'create', entityType: 'contact-info', entityId: item._id, summary: /*i18n*/ ({ message: '{actor} added contact info {title}', values: { actor: admin.name, title: item.title } }) }, session);
    return item;
  });
}

/** Only the given fields change; the active toggle sends isActive alone. */
export async function updateContactInfo(actor: Actor | null, id: string, input: unknown): Promise<ContactInfoDoc> {
  const admin = requireStaff(actor);
  const data = parseInput(UpdateContactInfoInput, input);
  return await updateRecorded(recorded(admin, id, (item) => /*i18n*/ ({ message: '{actor} updated contact info {title}', values: { actor: admin.name, title: item.title } })), data);
}

/** REST PUT: the whole item is validated (as for a new one), then saved like an update. */
export const replaceContactInfo = replaceWith(CreateContactInfoInput, updateContactInfo);

export async function deleteContactInfo(actor: Actor | null, id: string): Promise<string> {
  const admin = requireStaff(actor);
  return await deleteRecorded(recorded(admin, id, (item) => /*i18n*/ ({ message: '{actor} deleted contact info {title}', values: { actor: admin.name, title: item.title } })));
}

const recorded = (admin: Actor, id: string, summary: (item: ContactInfoDoc) => MessageText) =>
  ({ admin, model: ContactInfoModel, id, notFound: NOT_FOUND, entityType: 'contact-info', summary }) as const;
