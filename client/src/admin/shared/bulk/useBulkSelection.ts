import { useState } from 'react';

type Selection = { scope: string; ids: ReadonlySet<string>; allMatching: boolean };

/**
 * Which items of a management list are chosen for a bulk action: ids picked on any page, or every
 * item matching the filter. `scope` names the list's filter: a new filter starts a new selection,
 * so an action never reaches items the list no longer shows.
 */
export function useBulkSelection(scope: string) {
  const [state, setState] = useState<Selection>({ scope, ids: new Set(), allMatching: false });
  const current: Selection = state.scope === scope ? state : { scope, ids: new Set(), allMatching: false };

  const update = (ids: ReadonlySet<string>, allMatching = false) => setState({ scope, ids, allMatching });

  return {
    ids: current.ids,
    allMatching: current.allMatching,
    isSelected: (id: string) => current.allMatching || current.ids.has(id),
    toggle: (id: string) => {
      const next = new Set(current.ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      update(next);
    },
    /** Adds (or, with `on` false, removes) the page's items. */
    togglePage: (pageIds: readonly string[], on: boolean) => {
      const next = new Set(current.ids);
      for (const id of pageIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      update(next);
    },
    selectAllMatching: () => update(current.ids, true),
    clear: () => update(new Set()),
  };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;
/** What a list's row needs of the selection: its checkbox's state and toggle. */
export type RowSelection = Pick<BulkSelection, 'isSelected' | 'toggle'>;
