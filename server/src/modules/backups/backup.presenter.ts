/** The one output shape of a backup (GraphQL Backup, REST /api/backups): the checksum, never a path. */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter } from '../../core/presenter.js';
import type { BackupDoc } from './backup.model.js';

export const backupPresenter = definePresenter<BackupDoc, G.Backup>('Backup', {
  id: (b) => b._id.toString(),
  fileName: (b) => b.fileName,
  status: (b) => b.status,
  trigger: (b) => b.trigger,
  requestedBy: (b) => b.requestedBy ?? null,
  startedAt: (b) => b.startedAt,
  finishedAt: (b) => b.finishedAt ?? null,
  sizeBytes: (b) => b.sizeBytes ?? null,
  sha256: (b) => b.sha256 ?? null,
  documents: (b) => b.documents ?? null,
  files: (b) => b.files ?? null,
  error: (b) => b.error ?? null,
});
