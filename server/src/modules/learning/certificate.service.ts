/**
 * Certificates: a learner's own, the public verification of one by its serial (valid or revoked,
 * the name on it, the course, the date: nothing else about the person), its PDF, and what staff
 * do with them: list, revoke, reissue, each recorded in the activity log.
 */
import mongoose, { Types, type QueryFilter } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { ConflictError, NotFoundError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import { findListPage, type PageArgs, type PageResult } from '../../core/pagination.js';
import { parseInput } from '../../core/validation.js';
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { requireStaff, requireUser, type Actor } from '../../core/actor.js';
import { recordActivity } from '../activity/index.js';
import { findCourseById } from '../courses/index.js';
import { getUser } from '../users/index.js';
import { CertificateModel, type CertificateDoc } from './certificate.model.js';
import { normalizeSerial } from './certificate-links.js';
import { issueCertificate } from './completion.js';
import { siteOf } from './learner-record.js';
import { LEARNING_ACTIVITY as activity, LEARNING_MESSAGES as msg } from './learning.messages.js';
import { presentCertificate, presentVerification } from './learning.presenter.js';
import { CertificateFilterInput, RevokeCertificateInput } from './learning.validation.js';

async function findBySerial(raw: string): Promise<CertificateDoc | null> {
  const serial = normalizeSerial(raw);
  return serial ? CertificateModel.findOne({ serial }).lean() : null;
}

async function requireBySerial(raw: string): Promise<CertificateDoc> {
  const found = await findBySerial(raw);
  if (!found) throw new NotFoundError(msg.certificateNotFound);
  return found;
}

export async function listMyCertificates(deps: AppDeps, actor: Actor | null): Promise<G.Certificate[]> {
  const me = requireUser(actor);
  const [rows, site] = await Promise.all([CertificateModel.find({ user: new Types.ObjectId(me.id) }).sort({ issuedAt: -1 }).limit(500).lean(), siteOf(deps)]);
  return rows.map((c) => presentCertificate(c, site));
}

/** Public: what the verification page shows; null when no certificate has that serial. */
export async function verifyCertificate(deps: AppDeps, serial: string): Promise<G.CertificateVerification | null> {
  const found = await findBySerial(serial);
  return found ? presentVerification(found, await siteOf(deps)) : null;
}

/** Public, REST: the same, with 404 for an unknown serial. */
export async function requireVerification(deps: AppDeps, serial: string): Promise<G.CertificateVerification> {
  return presentVerification(await requireBySerial(serial), await siteOf(deps));
}

/** The certificate as its PDF is drawn from it, with the site it is from. */
export async function certificateForPdf(deps: AppDeps, serial: string) {
  const certificate = await requireBySerial(serial);
  return { certificate, site: await siteOf(deps) };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function listCertificates(deps: AppDeps, actor: Actor | null, rawFilter: unknown, pageArgs: PageArgs): Promise<PageResult<G.Certificate>> {
  requireStaff(actor);
  const filter = parseInput(CertificateFilterInput, rawFilter) ?? {};
  const query: QueryFilter<CertificateDoc> = {};
  if (filter.courseId) query.course = isObjectId(filter.courseId) ? new Types.ObjectId(filter.courseId) : new Types.ObjectId('000000000000000000000000');
  if (filter.status) query.status = filter.status;
  if (filter.search) {
    const serial = normalizeSerial(filter.search);
    query.$or = [{ learnerName: { $regex: escapeRegex(filter.search), $options: 'i' } }, ...(serial ? [{ serial }] : [])];
  }
  const [page, site] = await Promise.all([findListPage(CertificateModel, { query, sort: { issuedAt: -1, _id: -1 } }, pageArgs, 50), siteOf(deps)]);
  return { ...page, items: page.items.map((c) => presentCertificate(c, site)) };
}

export async function revokeCertificate(deps: AppDeps, actor: Actor | null, serial: string, input: unknown): Promise<G.Certificate> {
  const staff = requireStaff(actor);
  const { reason } = parseInput(RevokeCertificateInput, input ?? {});
  const found = await requireBySerial(serial);
  if (found.status === 'revoked') throw new ConflictError(msg.alreadyRevoked);
  const revoked = await mongoose.connection.transaction(async (session) => {
    const updated = await CertificateModel.findOneAndUpdate(
      { _id: found._id, status: 'valid' },
      { $set: { status: 'revoked', revokedAt: new Date(), revokedReason: reason } },
      { returnDocument: 'after', session },
    ).lean();
    if (!updated) throw new ConflictError(msg.alreadyRevoked);
    await recordActivity(
      { actor: staff, action: 'status-change', entityType: 'certificate', entityId: updated._id, summary: activity.revoked(staff.name, updated.serial, updated.learnerName, reason), before: found, after: updated },
      session,
    );
    return updated;
  });
  return presentCertificate(revoked, await siteOf(deps));
}

/**
 * Replaces a certificate (a corrected name, a renamed course): the old one is revoked if it is
 * still valid, and a new one issued with a new serial, the learner's current name and the course
 * as it is now, dated as the original completion.
 */
export async function reissueCertificate(deps: AppDeps, actor: Actor | null, serial: string): Promise<G.Certificate> {
  const staff = requireStaff(actor);
  const old = await requireBySerial(serial);
  const [course, user] = await Promise.all([findCourseById(old.course.toString()), getUser(staff, old.user.toString())]);
  if (!course) throw new NotFoundError(msg.courseNotFound);
  const issued = await mongoose.connection.transaction(async (session) => {
    if (old.status === 'valid') {
      await CertificateModel.updateOne({ _id: old._id, status: 'valid' }, { $set: { status: 'revoked', revokedAt: new Date(), revokedReason: activity.reissuedReason } }, { session });
    }
    const certificate = await issueCertificate(session, { user: old.user, enrollment: old.enrollment, course, learnerName: user?.name ?? old.learnerName, replaces: old.serial, at: old.issuedAt });
    await recordActivity(
      { actor: staff, action: 'create', entityType: 'certificate', entityId: certificate._id, summary: activity.reissued(staff.name, old.serial, certificate.serial, certificate.learnerName) },
      session,
    );
    return certificate;
  });
  return presentCertificate(issued, await siteOf(deps));
}
