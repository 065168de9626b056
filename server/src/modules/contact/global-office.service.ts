/**
 * Global offices: guests read active offices only, headquarters first; administrators and editors
 * read and change everything. There is at most one headquarters: marking one clears the others.
 */
import type { MessageText } from '../../i18n/message.js';
import mongoose, { type ClientSession } from 'mongoose';
import { isStaff, requireStaff, type Actor } from '../../core/actor.js';
import { deleteRecorded, recordActivity, updateRecorded } from '../activity/index.js';
import { parseInput } from '../../core/validation.js';
import { assertRoom } from './contact.crud.js';
import { findOneById } from '../../core/ids.js';
import { GlobalOfficeModel, type GlobalOfficeDoc } from './global-office.model.js';
import { CreateGlobalOfficeInput, UpdateGlobalOfficeInput } from './global-office.validation.js';
import { replaceWith } from '../../core/staff-replace.js';

const NOT_FOUND = 'Office not found';
export const MAX_OFFICES = 100;

export async function listGlobalOffices(actor: Actor | null, activeOnly?: boolean | null): Promise<GlobalOfficeDoc[]> {
  const query = !isStaff(actor) || activeOnly ? { isActive: true } : {};
  return GlobalOfficeModel.find(query).sort({ isHeadquarters: -1, createdAt: 1, _id: 1 }).limit(MAX_OFFICES).lean();
}

export async function getGlobalOffice(actor: Actor | null, id: string): Promise<GlobalOfficeDoc | null> {
  const office = await findOneById(GlobalOfficeModel, id);
  return office && (office.isActive || isStaff(actor)) ? office : null;
}

/** Makes every other office a plain office (at most one is the headquarters). */
export async function clearOtherHeadquarters(keepId: mongoose.Types.ObjectId, session: ClientSession): Promise<void> {
  await GlobalOfficeModel.updateMany({ _id: { $ne: keepId }, isHeadquarters: true }, { $set: { isHeadquarters: false } }, { session });
}

export async function createGlobalOffice(actor: Actor | null, input: unknown): Promise<GlobalOfficeDoc> {
  const admin = requireStaff(actor);
  const data = parseInput(CreateGlobalOfficeInput, input);
  return mongoose.connection.transaction(async (session) => {
    await assertRoom(GlobalOfficeModel, MAX_OFFICES, 'offices', session);
    const [created] = await GlobalOfficeModel.create([data], { session });
    if (!created) throw new Error('The office was not created');
    if (created.isHeadquarters) await clearOtherHeadquarters(created._id, session);
    await recordActivity({ actor: admin, action: 'create', entityType: 'office', entityId: created._id, summary: /*i18n*/ ({ message: '{actor} added the {name} office', values: { actor: admin.name, name: created.name } }) }, session);
    return created.toObject();
  });
}

export async function updateGlobalOffice(actor: Actor | null, id: string, input: unknown): Promise<GlobalOfficeDoc> {
  const admin = requireStaff(actor);
  const data = parseInput(UpdateGlobalOfficeInput, input);
  return await updateRecorded(recorded(admin, id, (office) => /*i18n*/ ({ message: '{actor} updated the {name} office', values: { actor: admin.name, name: office.name } })), data, (updated, session) =>
    data.isHeadquarters ? clearOtherHeadquarters(updated._id, session) : Promise.resolve(),
  );
}

/** REST PUT: the whole office is validated (as for a new one), then saved like an update. */
export const replaceGlobalOffice = replaceWith(CreateGlobalOfficeInput, updateGlobalOffice);

export async function deleteGlobalOffice(actor: Actor | null, id: string): Promise<string> {
  const admin = requireStaff(actor);
  return await deleteRecorded(recorded(admin, id, (office) => /*i18n*/ ({ message: '{actor} deleted the {name} office', values: { actor: admin.name, name: office.name } })));
}

const recorded = (admin: Actor, id: string, summary: (office: GlobalOfficeDoc) => MessageText) =>
  ({ admin, model: GlobalOfficeModel, id, notFound: NOT_FOUND, entityType: 'office', summary }) as const;
