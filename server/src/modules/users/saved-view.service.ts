/**
 * Saved views: each staff member names views of a management list (its address's filters, sort
 * and search) and opens them again. A view is its owner's alone: nobody else lists, reads or
 * deletes it, administrators included (another's view is simply not found).
 */
import { Types } from 'mongoose';
import { z } from 'zod';
import { requireStaff, type Actor } from '../../core/actor.js';
import { NotFoundError, ValidationError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import { fieldMessage, parseInput } from '../../core/validation.js';
import { SAVED_VIEW_MESSAGES as M } from './saved-view.messages.js';
import { SAVED_VIEW_LISTS, SavedViewModel, type SavedViewDoc } from './saved-view.model.js';

export const MAX_VIEW_NAME = 60;
export const MAX_VIEWS_PER_LIST = 50;
const MAX_SEARCH = 2000;

const list = z.enum(SAVED_VIEW_LISTS, { error: `List must be one of ${SAVED_VIEW_LISTS.join(', ')}` });

export const SaveViewInput = z.object({
  list,
  name: z
    .string({ error: fieldMessage(M.nameRequired) })
    .trim()
    .min(1, { error: fieldMessage(M.nameRequired) })
    .max(MAX_VIEW_NAME, { error: fieldMessage(M.nameTooLong) }),
  search: z
    .string({ error: 'Search must be text' })
    .max(MAX_SEARCH, { error: fieldMessage(M.searchTooLong) })
    .transform(withoutPage),
});

/** The query as a view keeps it: no leading "?", no page. */
function withoutPage(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  params.delete('page');
  return params.toString();
}

const ListInput = z.object({ list });

/** Your views of one list, by name. */
export async function listSavedViews(actor: Actor | null, rawList: unknown): Promise<SavedViewDoc[]> {
  const me = requireStaff(actor);
  const { list: which } = parseInput(ListInput, { list: rawList });
  const views = await SavedViewModel.find({ owner: new Types.ObjectId(me.id), list: which }).lean();
  return views.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** Saves a view under its name; a view of that name already there is replaced. */
export async function saveView(actor: Actor | null, raw: unknown): Promise<SavedViewDoc> {
  const me = requireStaff(actor);
  const input = parseInput(SaveViewInput, raw);
  const owner = new Types.ObjectId(me.id);
  const existing = await SavedViewModel.findOne({ owner, list: input.list, name: input.name }).lean();
  if (!existing && (await SavedViewModel.countDocuments({ owner, list: input.list })) >= MAX_VIEWS_PER_LIST) throw new ValidationError({ name: M.tooMany });
  const saved = await SavedViewModel.findOneAndUpdate(
    { owner, list: input.list, name: input.name },
    { $set: { search: input.search }, $setOnInsert: { owner, list: input.list, name: input.name } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  return saved;
}

/** Deletes one of your views; answers its id. */
export async function deleteSavedView(actor: Actor | null, id: string): Promise<string> {
  const me = requireStaff(actor);
  if (!isObjectId(id)) throw new NotFoundError(M.notFound);
  const deleted = await SavedViewModel.findOneAndDelete({ _id: new Types.ObjectId(id), owner: new Types.ObjectId(me.id) }).lean();
  if (!deleted) throw new NotFoundError(M.notFound);
  return id;
}
