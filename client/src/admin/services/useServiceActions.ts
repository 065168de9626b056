import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { ServiceInput } from '../../__generated__/graphql';
import { useActionNotices } from '../../components/form/useActionNotices';
import { listCacheUpdates } from '../../app/cache/list-cache';
import {
  AdminCreateServiceMutation,
  AdminDeleteServiceMutation,
  AdminServiceStatsQuery,
  AdminUpdateServiceMutation,
} from './operations';

// The Services Management changes, each with the spec's messages (section 8). The list follows
// in Apollo's cache (app/cache/list-cache); the stat cards are server aggregates, so every change
// fetches them again.
const refetchQueries = [AdminServiceStatsQuery];
const lists = listCacheUpdates('Service', ['services']);

/** The throwaway service of the Test DB button: a draft, so it never shows on the public site. */
const DB_TEST_SERVICE: ServiceInput = {
  title: 'Database Connection Test',
  shortDescription: 'Temporary service created by the database connection test.',
  description: 'Temporary service created by the database connection test; it is deleted at once.',
  category: 'Consulting',
  status: 'draft',
  features: [],
};

export function useServiceActions() {
  const { save, attempt } = useActionNotices();
  const [createService] = useMutation(AdminCreateServiceMutation, { refetchQueries, update: lists.created });
  const [updateService] = useMutation(AdminUpdateServiceMutation, { refetchQueries, update: lists.edited });
  const [deleteService] = useMutation(AdminDeleteServiceMutation, { refetchQueries, update: lists.deleted });
  const [testingDb, setTestingDb] = useState(false);

  // Saves happen in the dialog, which shows a failure itself (message and field errors), so
  // these reject with a SaveFailure instead of raising a snackbar behind the dialog.
  const create = (input: ServiceInput) =>
    save(() => createService({ variables: { input } }), 'Service created successfully!', (reason) => `Failed to create service: ${reason}`);

  const update = (id: string, input: ServiceInput) =>
    save(() => updateService({ variables: { id, input } }), 'Service updated successfully!', () => 'Failed to update service. Please try again.');

  /** Resolves true when deleted. */
  const remove = (id: string): Promise<boolean> =>
    attempt(() => deleteService({ variables: { id } }), 'Service deleted successfully!', (reason) => `Failed to delete service: ${reason}`);

  /** Proves a write and a delete reach the database, through the same mutations the screen uses. */
  const writeAndDeleteTestService = async () => {
    // The throwaway service never shows: no cache work for its create (its delete cleans up).
    const created = await createService({ variables: { input: DB_TEST_SERVICE }, refetchQueries: [], update: () => undefined });
    const id = created.data?.createService.id;
    if (!id) throw new Error('The test service was not created');
    await deleteService({ variables: { id } });
  };

  const testDb = async () => {
    setTestingDb(true);
    await attempt(writeAndDeleteTestService, 'Database connection test successful!', (reason) => `Database connection test failed: ${reason}`);
    setTestingDb(false);
  };

  return { create, update, remove, testDb, testingDb };
}
