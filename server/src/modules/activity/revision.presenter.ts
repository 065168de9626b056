/** The one output shape of a version (GraphQL Revision). */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields } from '../../core/presenter.js';
import { revisionFields, type RevisionItem } from './revision.service.js';

const stored = storedFields<RevisionItem>();
export const revisionPresenter = definePresenter<RevisionItem, G.Revision>('Revision', {
  id: idOf,
  ...stored.same('at', 'actorName', 'actorRole', 'kind', 'changedFields'),
  fields: (r) => revisionFields(r.snapshot),
});
