/**
 * Services (the business's offerings): every use case once, with its permission check.
 * Guests see active services only; administrators and editors see and change everything.
 */
import type { MessageText } from '../../i18n/message.js';
import mongoose, { type QueryFilter } from 'mongoose';
import { deleteRecorded, recordActivity, updateRecorded, withSchedule } from '../activity/index.js';
import { siteZone } from '../settings/index.js';
import { isStaff, requireStaff, type Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/errors.js';
import { findListPage, type PageArgs, type PageResult, searchFields } from '../../core/pagination.js';
import { parseInput } from '../../core/validation.js';
import { ServiceModel, type ServiceDoc } from './service.model.js';
import { CreateServiceInput, PatchServiceInput, ServiceFilterInput, UpdateServiceInput } from './service.validation.js';
import { findOneById, isObjectId } from '../../core/ids.js';
import { roundToTenth } from '../../core/money.js';
import { SERVICE_MESSAGES } from './service.messages.js';
import { withTranslations } from '../../core/translations.js';

const NOT_FOUND = SERVICE_MESSAGES.notFound;

/** The services list's query and order, shared by the list and its export. */
export function serviceListQuery(actor: Actor | null, rawFilter: unknown): { query: QueryFilter<ServiceDoc>; sort: Record<string, 1 | -1> } {
  const filter = parseInput(ServiceFilterInput, rawFilter) ?? {};
  const query: QueryFilter<ServiceDoc> = {};
  // Deny by default: only staff may see drafts and inactive services, whatever the filter asks.
  if (!isStaff(actor)) query.status = 'active';
  else if (filter.status) query.status = filter.status;
  if (filter.category) query.category = filter.category;
  // A visitor searches in the language they read: every version's text is searched.
  if (filter.search) query.$or = searchFields(filter.search, withTranslations(['title', 'shortDescription', 'description', 'features']));
  return { query, sort: { popularity: -1, createdAt: -1, _id: -1 } };
}

export async function listServices(actor: Actor | null, rawFilter: unknown, pageArgs: PageArgs): Promise<PageResult<ServiceDoc>> {
  return findListPage(ServiceModel, serviceListQuery(actor, rawFilter), pageArgs, 50);
}

export async function getService(actor: Actor | null, id: string): Promise<ServiceDoc | null> {
  const service = await findOneById(ServiceModel, id);
  if (!service) return null;
  if (service.status !== 'active' && !isStaff(actor)) return null;
  return service;
}

export type ServiceStats = { total: number; active: number; totalClients: number; averageRating: number };

export async function getServiceStats(actor: Actor | null): Promise<ServiceStats> {
  requireStaff(actor);
  const [row] = await ServiceModel.aggregate<{ total: number; active: number; totalClients: number; averageRating: number | null }>([
    {
      $group: {
        _id: null,
        total: { $sum: 1 },
        active: { $sum: { $cond: [{ $eq: ['$status', 'active'] }, 1, 0] } },
        totalClients: { $sum: '$clients' },
        averageRating: { $avg: '$rating' },
      },
    },
  ]);
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    totalClients: row?.totalClients ?? 0,
    averageRating: roundToTenth(row?.averageRating ?? 0),
  };
}

export async function createService(actor: Actor | null, input: unknown): Promise<ServiceDoc> {
  const admin = requireStaff(actor);
  const data = await withSchedule(parseInput(CreateServiceInput, input), siteZone);
  return mongoose.connection.transaction(async (session) => {
    const [created] = await ServiceModel.create([data], { session });
    if (!created) throw new Error('The service was not created');
    const service = created.toObject();
    await recordActivity({ actor: admin, action: 'create', entityType: 'service', entityId: service._id, summary: /*i18n*/ ({ message: '{actor} created service {title}', values: { actor: admin.name, title: service.title } }) }, session);
    return service;
  });
}

export async function updateService(actor: Actor | null, id: string, input: unknown): Promise<ServiceDoc> {
  return saveService(actor, id, input, UpdateServiceInput);
}

/** A partial update (REST PATCH): only the fields given are validated and changed. */
export async function patchService(actor: Actor | null, id: string, input: unknown): Promise<ServiceDoc> {
  return saveService(actor, id, input, PatchServiceInput);
}

async function saveService(actor: Actor | null, id: string, input: unknown, schema: typeof UpdateServiceInput | typeof PatchServiceInput): Promise<ServiceDoc> {
  const admin = requireStaff(actor);
  if (!isObjectId(id)) throw new NotFoundError(NOT_FOUND);
  const data = await withSchedule(parseInput(schema, input ?? {}), siteZone);
  return updateRecorded(recorded(admin, id, (service) => /*i18n*/ ({ message: '{actor} updated service {title}', values: { actor: admin.name, title: service.title } })), data);
}

export async function deleteService(actor: Actor | null, id: string): Promise<string> {
  const admin = requireStaff(actor);
  return deleteRecorded(recorded(admin, id, (service) => /*i18n*/ ({ message: '{actor} deleted service {title}', values: { actor: admin.name, title: service.title } })));
}

const recorded = (admin: Actor, id: string, summary: (service: ServiceDoc) => MessageText) =>
  ({ admin, model: ServiceModel, id, notFound: NOT_FOUND, entityType: 'service', summary }) as const;
