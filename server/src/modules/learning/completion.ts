/**
 * Completing a course, inside the transaction of the learner's last step: when every lesson is
 * complete and every quiz passed, the progress and the enrollment are dated (once: the first
 * write wins), the activity log says so, and a course that awards a certificate issues one.
 */
import { Types, type ClientSession } from 'mongoose';
import { isDuplicateKeyError } from '../../core/errors.js';
import type { Actor } from '../../core/actor.js';
import { recordActivity } from '../activity/index.js';
import { courseHours, setEnrollmentCompletion, type CourseDoc, type EnrollmentDoc } from '../courses/index.js';
import { CertificateModel, type CertificateDoc } from './certificate.model.js';
import { newSerial } from './certificate-links.js';
import { isCourseComplete, learnerState } from './course-state.js';
import { LEARNING_ACTIVITY as activity } from './learning.messages.js';
import { ProgressModel, type ProgressDoc } from './progress.model.js';

/** Issues the enrollment's certificate with what it certifies as of now; a second valid one is refused by the index. */
export async function issueCertificate(
  session: ClientSession,
  input: { user: Types.ObjectId; enrollment: Types.ObjectId; course: Pick<CourseDoc, '_id' | 'title' | 'modules'>; learnerName: string; replaces?: string | null; at?: Date },
): Promise<CertificateDoc> {
  // A fresh serial collides with another one with a probability of 2^-100; trying again costs nothing.
  for (let tries = 0; ; tries += 1) {
    const doc = {
      _id: new Types.ObjectId(),
      serial: newSerial(),
      user: input.user,
      enrollment: input.enrollment,
      course: input.course._id,
      learnerName: input.learnerName,
      courseTitle: input.course.title,
      hours: courseHours(input.course),
      issuedAt: input.at ?? new Date(),
      status: 'valid' as const,
      replaces: input.replaces ?? null,
    };
    try {
      await CertificateModel.create([doc], { session });
      return doc;
    } catch (err) {
      const serialTaken = isDuplicateKeyError(err) && (await CertificateModel.exists({ serial: doc.serial }).session(session));
      if (!serialTaken || tries >= 3) throw err;
    }
  }
}

/**
 * Completes the course if `progress` now covers it and it was not complete before. Answers the
 * progress as stored after, with the completion date when this call set it.
 */
export async function completeIfDone(session: ClientSession, me: Actor, course: CourseDoc, enrollment: EnrollmentDoc, progress: ProgressDoc): Promise<ProgressDoc> {
  if (progress.completedAt || !isCourseComplete(course, learnerState(progress))) return progress;
  const completedAt = new Date();
  // Only the first write dates it: a second request finishing at the same moment changes nothing.
  const dated = await ProgressModel.findOneAndUpdate({ _id: progress._id, completedAt: null }, { $set: { completedAt } }, { returnDocument: 'after', session }).lean();
  if (!dated) return progress;
  await setEnrollmentCompletion(session, enrollment._id, completedAt);
  await recordActivity(
    { actor: me, action: 'update', entityType: 'enrollment', entityId: enrollment._id, summary: activity.completed(me.name, course.title), link: '/admin/courses' },
    session,
  );
  if (course.certificate) {
    const certificate = await issueCertificate(session, { user: enrollment.user, enrollment: enrollment._id, course, learnerName: me.name, at: completedAt });
    await recordActivity(
      { actor: 'system', action: 'create', entityType: 'certificate', entityId: certificate._id, summary: activity.issued(certificate.learnerName, course.title, certificate.serial), link: '/admin/courses' },
      session,
    );
  }
  return dated;
}
