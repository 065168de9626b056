/**
 * Bulk actions on Services Management's list: publish (active), unpublish (inactive) or delete the
 * services chosen on the page or every service matching the filter, in one transaction with one
 * activity entry that lists them (and keeps each service's "before", so the action can be undone).
 * Each service is checked on its own: what is refused is left as it was and said why.
 */
import mongoose, { Types } from 'mongoose';
import { requireStaff, type Actor } from '../../core/actor.js';
import { bulkInput, idsMatching, sortOut, type BulkResult } from '../../core/bulk.js';
import { isObjectId } from '../../core/ids.js';
import { parseInput } from '../../core/validation.js';
import type { MessageText } from '../../i18n/message.js';
import { applyInChunks, recordBulk, withBulkProgress } from '../activity/index.js';
import { SERVICE_MESSAGES } from './service.messages.js';
import { ServiceModel, type ServiceDoc, type ServiceStatus } from './service.model.js';
import { serviceListQuery } from './service.service.js';
import { ServiceFilterInput } from './service.validation.js';

export const SERVICE_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export const BulkServicesInput = bulkInput(SERVICE_BULK_ACTIONS, ServiceFilterInput);

const TARGET: Record<'publish' | 'unpublish', ServiceStatus> = { publish: 'active', unpublish: 'inactive' };
const ALREADY: Record<'publish' | 'unpublish', MessageText> = { publish: SERVICE_MESSAGES.alreadyActive, unpublish: SERVICE_MESSAGES.alreadyInactive };

export async function bulkServices(actor: Actor | null, raw: unknown): Promise<BulkResult> {
  const admin = requireStaff(actor);
  const input = parseInput(BulkServicesInput, raw);
  const { action } = input;
  const ids = input.ids
    ? [...new Set(input.ids)]
    : await idsMatching((limit) => ServiceModel.find(serviceListQuery(admin, input.filter).query, { _id: 1 }).limit(limit).lean());
  return withBulkProgress(admin, input.progressKey, ids.length, (progress) => mongoose.connection.transaction(async (session) => {
    const found = await ServiceModel.find({ _id: { $in: ids.filter(isObjectId).map((id) => new Types.ObjectId(id)) } }, null, { session }).lean();
    const { chosen, refused } = sortOut(
      ids,
      new Map(found.map((s) => [s._id.toHexString(), s])),
      (service: ServiceDoc) => (action !== 'delete' && service.status === TARGET[action] ? ALREADY[action] : null),
      (service) => service.title,
      SERVICE_MESSAGES.notFound,
    );
    if (!chosen.length) return { batchId: null, succeeded: [], refused };
    await applyInChunks(progress, chosen.map((s) => s._id), (chunk) =>
      action === 'delete' ? ServiceModel.deleteMany({ _id: { $in: chunk } }, { session }) : ServiceModel.updateMany({ _id: { $in: chunk } }, { $set: { status: TARGET[action] } }, { session }),
    );
    const count = chosen.length;
    const summary = /*i18n*/ ({
      message: '{actor} {action, select, publish {published} unpublish {unpublished} other {deleted}} {count, plural, one {# service} other {# services}}: {titles}',
      values: { actor: admin.name, action, count, titles: chosen.map((s) => s.title).join(', ') },
    });
    const batchId = await recordBulk(admin, { entityType: 'service', action: action === 'delete' ? 'delete' : 'status-change', summary, before: chosen }, session, progress);
    return { batchId, succeeded: chosen.map((s) => s._id.toHexString()), refused };
  }));
}
