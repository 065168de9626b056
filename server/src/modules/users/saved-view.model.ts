import { Schema, model, type Types } from 'mongoose';

/** The back office's lists whose view lives in the address (the client's useListPaging). */
export const SAVED_VIEW_LISTS = ['users', 'jobs', 'services', 'courses', 'payments', 'activity', 'messages'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

/** A named view of a management list, saved by its owner: the list address's query (filters, sort, search). */
export interface SavedViewDoc {
  _id: Types.ObjectId;
  owner: Types.ObjectId;
  list: SavedViewList;
  name: string;
  /** The address's query without its leading "?" and without the page (a view opens at page 1). */
  search: string;
  createdAt: Date;
  updatedAt: Date;
}

const savedViewSchema = new Schema<SavedViewDoc>(
  {
    owner: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    list: { type: String, enum: SAVED_VIEW_LISTS, required: true },
    name: { type: String, required: true, trim: true },
    search: { type: String, default: '' },
  },
  { timestamps: true, collection: 'saved_views' },
);
// A user's views of one list, by name; a name is one view (saving it again replaces it).
savedViewSchema.index({ owner: 1, list: 1, name: 1 }, { unique: true });

export const SavedViewModel = model<SavedViewDoc>('SavedView', savedViewSchema);
