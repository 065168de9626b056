/**
 * Bringing a job's version back (History › Restore, and undoing a bulk action): its editable fields
 * on the job that exists, or the whole job with its id when it was deleted. Views and application
 * counts are kept as they are: they count what happened since, which a restore does not undo.
 */
import { Types } from 'mongoose';
import { registerRestorer, type Snapshot } from '../activity/index.js';
import { JobModel } from './job.model.js';

const RESTORED_FIELDS = [
  'title',
  'company',
  'location',
  'type',
  'level',
  'department',
  'salary',
  'experience',
  'description',
  'requirements',
  'benefits',
  'status',
  'postedDate',
  'deadline',
  'publishAt',
  'unpublishAt',
] as const;

const fieldsOf = (snapshot: Snapshot) => Object.fromEntries(RESTORED_FIELDS.map((f) => [f, snapshot[f] ?? null]));

registerRestorer('job', {
  read: (ids, session) =>
    JobModel.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }, null, { session }).lean<Snapshot[]>(),
  write: async (_actor, snapshots, session) => {
    if (!snapshots.length) return;
    await JobModel.bulkWrite(
      snapshots.map((snapshot) => ({
        updateOne: {
          filter: { _id: new Types.ObjectId(String(snapshot._id)) },
          update: { $set: { ...fieldsOf(snapshot), updatedAt: new Date() }, $setOnInsert: { views: snapshot['views'] ?? 0, applications: 0, createdAt: snapshot['createdAt'] ?? new Date() } },
          upsert: true,
        },
      })),
      // The snapshot's creation time is kept for a job brought back; the update time is set above.
      { session, timestamps: false },
    );
  },
  label: (snapshot) => `job ${typeof snapshot['title'] === 'string' ? snapshot['title'] : ''}`,
});
