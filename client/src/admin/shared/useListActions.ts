import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import type { ListCacheUpdates } from '../../app/cache/list-cache';
import { useActionNotices } from '../../components/form/useActionNotices';
import { useListMutation } from './useListMutation';

/** Turns the server's reason into the sentence the administrator reads. */
type Describe = (reason: string) => string;

/** A change and what the administrator reads after it (spec section 8). */
export interface ListChange<TVariables> {
  mutation: TypedDocumentNode<unknown, TVariables>;
  /** The success notice. */
  done: string;
  failed: Describe;
}

export interface ListActionsSpec<TInput, TUpdateInput> {
  lists: ListCacheUpdates;
  /** The server aggregates the changes alter: fetched again, see `useListMutation`. */
  stats?: readonly DocumentNode[];
  create: ListChange<{ input: TInput }>;
  update: ListChange<{ id: string; input: TUpdateInput }>;
  remove: ListChange<{ id: string }>;
  /**
   * The list is in an order the server keeps (a position, headquarters first): an edit may move
   * the object, so it drops the list like a create (the screen fetches it once).
   */
  editMoves?: boolean;
}

/**
 * A back-office list's create, edit and delete with their notices (spec section 8), and the bare
 * mutations (`run`) for the screen's other changes, which pass their own sentences to `attempt`.
 * - `create` and `update` are a dialog's saves: they reject with a SaveFailure, which the dialog shows.
 * - `remove` raises the notice either way and resolves true when deleted.
 */
export function useListActions<TInput, TUpdateInput = TInput>(spec: ListActionsSpec<TInput, TUpdateInput>) {
  const { lists, stats } = spec;
  const { notice, save, attempt } = useActionNotices();
  const run = {
    create: useListMutation(spec.create.mutation, lists.created, stats),
    update: useListMutation(spec.update.mutation, spec.editMoves ? lists.created : lists.edited, stats),
    remove: useListMutation(spec.remove.mutation, lists.deleted, stats),
  };

  const create = (input: TInput) => save(() => run.create({ input }), spec.create.done, spec.create.failed);

  const update = (id: string, input: TUpdateInput) => save(() => run.update({ id, input }), spec.update.done, spec.update.failed);

  const remove = (id: string): Promise<boolean> => attempt(() => run.remove({ id }), spec.remove.done, spec.remove.failed);

  return { create, update, remove, run, notice, attempt };
}
