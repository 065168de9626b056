/**
 * Global offices: guests read active offices only, headquarters first; administrators and editors
 * read and change everything. There is at most one headquarters: marking one clears the others.
 */
import mongoose, { type ClientSession } from 'mongoose';
import { isStaff, requireStaff, type Actor } from '../auth/actor.js';
import { parseInput } from '../../core/validation.js';
import { assertRoom, deleteById, findOneById, updateById } from './contact.crud.js';
import { GlobalOfficeModel, type GlobalOfficeDoc } from './global-office.model.js';
import { CreateGlobalOfficeInput, UpdateGlobalOfficeInput } from './global-office.validation.js';

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

async function clearOtherHeadquarters(keepId: mongoose.Types.ObjectId, session: ClientSession): Promise<void> {
  await GlobalOfficeModel.updateMany({ _id: { $ne: keepId }, isHeadquarters: true }, { $set: { isHeadquarters: false } }, { session });
}

export async function createGlobalOffice(actor: Actor | null, input: unknown): Promise<GlobalOfficeDoc> {
  requireStaff(actor);
  const data = parseInput(CreateGlobalOfficeInput, input);
  return mongoose.connection.transaction(async (session) => {
    await assertRoom(GlobalOfficeModel, MAX_OFFICES, 'offices', session);
    const [created] = await GlobalOfficeModel.create([data], { session });
    if (!created) throw new Error('The office was not created');
    if (created.isHeadquarters) await clearOtherHeadquarters(created._id, session);
    return created.toObject();
  });
}

export async function updateGlobalOffice(actor: Actor | null, id: string, input: unknown): Promise<GlobalOfficeDoc> {
  requireStaff(actor);
  const data = parseInput(UpdateGlobalOfficeInput, input);
  return mongoose.connection.transaction(async (session) => {
    const updated = await updateById(GlobalOfficeModel, id, data, NOT_FOUND, session);
    if (data.isHeadquarters) await clearOtherHeadquarters(updated._id, session);
    return updated;
  });
}

/** REST PUT: the whole office is validated (as for a new one), then saved like an update. */
export async function replaceGlobalOffice(actor: Actor | null, id: string, input: unknown): Promise<GlobalOfficeDoc> {
  requireStaff(actor);
  parseInput(CreateGlobalOfficeInput, input ?? {});
  return updateGlobalOffice(actor, id, input);
}

export async function deleteGlobalOffice(actor: Actor | null, id: string): Promise<string> {
  requireStaff(actor);
  await deleteById(GlobalOfficeModel, id, NOT_FOUND);
  return id;
}
