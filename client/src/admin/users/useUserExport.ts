import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { UserFilter } from '../../__generated__/graphql';
import { errorReason } from '../../components/form/graphql-errors';
import { useNotice } from '../../components/notice/useNotice';
import { downloadTextFile } from './download-file';
import { AdminUsersExportQuery } from './operations';
import { usersExportFilename, usersToCsv } from './users-csv';
import type { ExportedUser } from './users-csv';

/** The server's largest page (schema: pageSize is at most 100). */
const EXPORT_PAGE_SIZE = 100;

/** The Export button: every user of the current filters, page by page, as one CSV download. */
export function useUserExport() {
  const client = useApolloClient();
  const notice = useNotice();
  const [exporting, setExporting] = useState(false);

  const exportUsers = async (filter: UserFilter) => {
    setExporting(true);
    try {
      const users: ExportedUser[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await client.query({
          query: AdminUsersExportQuery,
          variables: { filter, page: { page, pageSize: EXPORT_PAGE_SIZE } },
          // A one-off read: kept out of the cache, so the table's entries stay as they are.
          fetchPolicy: 'no-cache',
        });
        if (!data) throw new Error('The server sent no users');
        users.push(...data.users.items);
        // Stop at the total, and on a short page in case users were deleted meanwhile.
        if (users.length >= data.users.total || data.users.items.length < EXPORT_PAGE_SIZE) break;
      }
      downloadTextFile(usersExportFilename(), usersToCsv(users), 'text/csv;charset=utf-8');
      notice.success(`Exported ${users.length} ${users.length === 1 ? 'user' : 'users'}.`);
    } catch (error) {
      notice.error(`Export failed: ${errorReason(error) || 'Unknown error'}`);
    } finally {
      setExporting(false);
    }
  };

  return { exportUsers, exporting };
}
