/**
 * Enrollments whose payment completed before the `paidAt` field existed have no payment date, so
 * monthly revenue (dashboard, analytics) could not count them although total revenue does. At
 * start-up each one gets the best date the record holds: its enrollment date. That is exact for
 * free courses (paid at once) and for payments taken at enrollment, and at worst a few days early
 * for a payment an administrator recorded later; `updatedAt` is no better, since progress and
 * ratings move it long after the payment. After the first run this is one indexed read
 * ({ paymentStatus, paidAt }) that finds nothing.
 */
import type { Logger } from '../../logger.js';
import { EnrollmentModel } from './enrollment.model.js';

const BATCH = 1000;

export async function backfillPaidAt(log: Logger): Promise<number> {
  let filled = 0;
  for (;;) {
    const undated = await EnrollmentModel.find({ paymentStatus: 'completed', paidAt: null }, { enrollmentDate: 1 }).limit(BATCH).lean();
    if (undated.length === 0) break;
    await EnrollmentModel.bulkWrite(
      undated.map((e) => ({ updateOne: { filter: { _id: e._id }, update: { $set: { paidAt: e.enrollmentDate } }, timestamps: false } })),
    );
    filled += undated.length;
  }
  if (filled) log.info({ enrollments: filled }, 'completed payments without a payment date dated at their enrollment');
  return filled;
}
