import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ServiceInput } from '../../__generated__/graphql';
import { listCacheUpdates } from '../../app/cache/list-cache';
import { useListActions } from '../shared/useListActions';
import {
  AdminCreateServiceMutation,
  AdminDeleteServiceMutation,
  AdminServiceStatsQuery,
  AdminUpdateServiceMutation,
} from './operations';

// The Services Management changes, each with the spec's messages (section 8). The stat cards are
// server aggregates, so every change fetches them again.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a GraphQL type and field name, not text
const lists = listCacheUpdates('Service', ['services']);

/**
 * The throwaway service of the Test DB button: a draft, so it never shows on the public site, and
 * deleted at once (its English text is never read on a screen).
 */
/* eslint-disable lingui/no-unlocalized-strings -- a record written and deleted at once, never shown */
const DB_TEST_SERVICE: ServiceInput = {
  title: 'Database Connection Test',
  shortDescription: 'Temporary service created by the database connection test.',
  description: 'Temporary service created by the database connection test; it is deleted at once.',
  category: 'Consulting',
  status: 'draft',
  features: [],
};
/* eslint-enable lingui/no-unlocalized-strings */

export function useServiceActions() {
  const { t } = useLingui();
  // Saves happen in the dialog, which shows a failure itself (message and field errors), so
  // these reject with a SaveFailure instead of raising a snackbar behind the dialog.
  const { create, update, remove, run, attempt } = useListActions({
    lists,
    stats: [AdminServiceStatsQuery],
    create: { mutation: AdminCreateServiceMutation, done: t`Service created successfully!`, failed: (reason) => t`Failed to create service: ${reason}` },
    update: { mutation: AdminUpdateServiceMutation, done: t`Service updated successfully!`, failed: () => t`Failed to update service. Please try again.` },
    remove: { mutation: AdminDeleteServiceMutation, done: t`Service deleted successfully!`, failed: (reason) => t`Failed to delete service: ${reason}` },
  });
  // The throwaway service never shows: no cache work for its create (its delete cleans up).
  const [createUnlisted] = useMutation(AdminCreateServiceMutation);
  const [testingDb, setTestingDb] = useState(false);

  /** Proves a write and a delete reach the database, through the same mutations the screen uses. */
  const writeAndDeleteTestService = async () => {
    const created = await createUnlisted({ variables: { input: DB_TEST_SERVICE } });
    const id = created.data?.createService.id;
    if (!id) throw new Error('The test service was not created');
    await run.remove({ id });
  };

  const testDb = async () => {
    setTestingDb(true);
    await attempt(writeAndDeleteTestService, t`Database connection test successful!`, (reason) => t`Database connection test failed: ${reason}`);
    setTestingDb(false);
  };

  return { create, update, remove, testDb, testingDb };
}
