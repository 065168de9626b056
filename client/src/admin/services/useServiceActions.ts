import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { ServiceInput } from '../../__generated__/graphql';
import { errorReason } from '../../components/form/graphql-errors';
import { SaveFailure } from '../../components/form/save-failure';
import { useNotice } from '../../components/notice/useNotice';
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
  const notice = useNotice();
  const [createService] = useMutation(AdminCreateServiceMutation, { refetchQueries, update: lists.created });
  const [updateService] = useMutation(AdminUpdateServiceMutation, { refetchQueries, update: lists.edited });
  const [deleteService] = useMutation(AdminDeleteServiceMutation, { refetchQueries, update: lists.deleted });
  const [testingDb, setTestingDb] = useState(false);

  // Saves happen in the dialog, which shows a failure itself (message and field errors), so
  // these reject with a SaveFailure instead of raising a snackbar behind the dialog.
  const create = async (input: ServiceInput) => {
    try {
      await createService({ variables: { input } });
    } catch (error) {
      throw SaveFailure.from(error, (reason) => `Failed to create service: ${reason}`);
    }
    notice.success('Service created successfully!');
  };

  const update = async (id: string, input: ServiceInput) => {
    try {
      await updateService({ variables: { id, input } });
    } catch (error) {
      throw SaveFailure.from(error, () => 'Failed to update service. Please try again.');
    }
    notice.success('Service updated successfully!');
  };

  /** Resolves true when deleted. */
  const remove = async (id: string): Promise<boolean> => {
    try {
      await deleteService({ variables: { id } });
      notice.success('Service deleted successfully!');
      return true;
    } catch (error) {
      notice.error(`Failed to delete service: ${errorReason(error)}`);
      return false;
    }
  };

  /** Proves a write and a delete reach the database, through the same mutations the screen uses. */
  const testDb = async () => {
    setTestingDb(true);
    try {
      // The throwaway service never shows: no cache work for its create (its delete cleans up).
      const created = await createService({ variables: { input: DB_TEST_SERVICE }, refetchQueries: [], update: () => undefined });
      const id = created.data?.createService.id;
      if (!id) throw new Error('The test service was not created');
      await deleteService({ variables: { id } });
      notice.success('Database connection test successful!');
    } catch (error) {
      notice.error(`Database connection test failed: ${errorReason(error)}`);
    } finally {
      setTestingDb(false);
    }
  };

  return { create, update, remove, testDb, testingDb };
}
