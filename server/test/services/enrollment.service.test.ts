import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCourse } from '../../src/modules/courses/course.service.js';
import { EnrollmentModel } from '../../src/modules/courses/enrollment.model.js';
import { enrollInCourse } from '../../src/modules/courses/enrollment.service.js';
import { rateCourse } from '../../src/modules/courses/rating.service.js';
import { NotificationModel } from '../../src/modules/notifications/notification.model.js';
import { refusal, refusalOf, scenario, startServiceTier, type ServiceTier } from '../helpers/service-tier.js';

let tier: ServiceTier;
beforeAll(async () => {
  tier = await startServiceTier();
});
afterAll(() => tier.close());

describe('who may enroll', () => {
  it('only a signed-in student, in a published course', async () => {
    const { people, courses } = await scenario({
      people: { ada: 'student', carl: 'applicant', grace: 'admin', ed: 'editor' },
      courses: { open: {}, draft: { status: 'draft' }, archived: { status: 'archived' } },
    });
    expect(await refusal(enrollInCourse(tier.deps, null, courses.open.id))).toMatchObject({ code: 'UNAUTHENTICATED' });
    for (const staffOrCandidate of [people.carl, people.grace, people.ed]) {
      expect(await refusal(enrollInCourse(tier.deps, staffOrCandidate, courses.open.id))).toEqual({ code: 'FORBIDDEN', message: 'Only student accounts can enroll in courses.' });
    }
    for (const closed of [courses.draft.id, courses.archived.id, '0123456789abcdef01234567', 'nope']) {
      expect(await refusal(enrollInCourse(tier.deps, people.ada, closed))).toEqual({ code: 'NOT_FOUND', message: 'Course not found' });
    }
    expect(await EnrollmentModel.countDocuments({ user: people.ada.id })).toBe(0);
    expect((await enrollInCourse(tier.deps, people.ada, courses.open.id)).course.toString()).toBe(courses.open.id);
  });

  it('once per course, also when the same student enrolls three times at the same moment', async () => {
    const { people, courses } = await scenario({ people: { ada: 'student' }, courses: { paid: { price: 10 } } });
    const outcomes = await Promise.allSettled([0, 1, 2].map(() => enrollInCourse(tier.deps, people.ada, courses.paid.id)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [refusalOf(o.reason)] : []));
    expect(refused).toEqual([0, 1].map(() => ({ code: 'CONFLICT', message: 'You are already enrolled in this course.' })));
    expect(await EnrollmentModel.countDocuments({ course: courses.paid.id })).toBe(1);
    expect((await getCourse(people.ada, courses.paid.id))?.enrollmentCount).toBe(1);
  });
});

describe('what an enrollment costs', () => {
  it('a free course is paid at once; a paid one waits at the discount price, or the full price without one', async () => {
    const { people, courses } = await scenario({
      people: { ada: 'student' },
      courses: { free: {}, discounted: { price: 499, discountPrice: 399 }, full: { price: 120 } },
    });
    expect(await enrollInCourse(tier.deps, people.ada, courses.free.id)).toMatchObject({ paymentStatus: 'completed', paymentAmount: 0 });
    expect(await enrollInCourse(tier.deps, people.ada, courses.discounted.id)).toMatchObject({ paymentStatus: 'pending', paymentAmount: 399 });
    expect(await enrollInCourse(tier.deps, people.ada, courses.full.id)).toMatchObject({ paymentStatus: 'pending', paymentAmount: 120 });
  });

  it('tells the staff of a payment to record, and keeps the enrollment when telling them fails', async () => {
    const { people, courses } = await scenario({ people: { ada: 'student', grace: 'admin' }, courses: { paid: { price: 120 }, other: { price: 80 } } });
    await enrollInCourse(tier.deps, people.ada, courses.paid.id);
    const told = await NotificationModel.find({ user: people.grace.id }).lean();
    expect(told.map((n) => n.message)).toEqual([expect.stringContaining('Ada')]);

    // The database refuses the staff notifications, the write after the enrollment's commit.
    const refuse = vi.spyOn(NotificationModel, 'insertMany').mockRejectedValueOnce(new Error('notifications unavailable'));
    try {
      expect(await enrollInCourse(tier.deps, people.ada, courses.other.id)).toMatchObject({ paymentStatus: 'pending', paymentAmount: 80 });
    } finally {
      refuse.mockRestore();
    }
    expect(await EnrollmentModel.exists({ user: people.ada.id, course: courses.other.id })).toBeTruthy();
    expect(tier.loggedErrors()[0]).toMatchObject({ msg: expect.stringContaining('notifying staff'), err: { message: 'notifications unavailable' } });
  });
});

describe('rating a course', () => {
  it('each paid learner rates once, from 1 to 5, and the course shows the average', async () => {
    const { people, courses } = await scenario({ people: { ada: 'student', bo: 'student', cy: 'student' }, courses: { rated: {} } });
    await enrollInCourse(tier.deps, people.ada, courses.rated.id);
    await enrollInCourse(tier.deps, people.bo, courses.rated.id);

    for (const rating of [0, 6, 4.5]) {
      expect(await refusal(rateCourse(people.ada, courses.rated.id, { rating }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { rating: 'Rating must be a whole number from 1 to 5' },
      });
    }
    expect((await rateCourse(people.ada, courses.rated.id, { rating: 5 })).rating).toBe(5);
    expect(await refusal(rateCourse(people.ada, courses.rated.id, { rating: 1 }))).toEqual({ code: 'CONFLICT', message: 'You have already rated this course.' });
    await rateCourse(people.bo, courses.rated.id, { rating: 4 });
    // Not enrolled: nothing to rate.
    expect(await refusal(rateCourse(people.cy, courses.rated.id, { rating: 1 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(rateCourse(null, courses.rated.id, { rating: 1 }))).toMatchObject({ code: 'UNAUTHENTICATED' });

    expect(await getCourse(null, courses.rated.id)).toMatchObject({ rating: 4.5, ratingCount: 2 });
  });
});
