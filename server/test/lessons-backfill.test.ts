/**
 * Courses and progress stored before lessons had content: at start-up, lesson titles become
 * lessons with ids, and ticked modules become completed lessons, so learners keep their progress.
 */
import mongoose, { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillLessonOutlines } from '../src/modules/courses/index.js';
import { backfillLessonProgress } from '../src/modules/learning/index.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const raw = (name: string) => mongoose.connection.collection(name);

describe('the lessons backfill', () => {
  it('turns lesson titles into lessons and ticked modules into completed lessons, once', async () => {
    const courseId = new Types.ObjectId();
    const [intro, practice] = [new Types.ObjectId(), new Types.ObjectId()];
    await raw('courses').insertOne({
      _id: courseId,
      title: 'Legacy course',
      description: 'From before lessons had content.',
      category: 'programming',
      level: 'beginner',
      price: 0,
      status: 'published',
      certificate: true,
      instructor: { name: 'Ada' },
      skills: [],
      modules: [
        { _id: intro, title: 'Intro', lessons: ['Welcome', 'Setup'] },
        { _id: practice, title: 'Practice', lessons: ['Exercise'] },
      ],
      rating: 0,
      ratingCount: 0,
      enrollmentCount: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const learner = await t.userWithToken('student');
    const enrollmentId = new Types.ObjectId();
    await raw('enrollments').insertOne({
      _id: enrollmentId,
      user: new Types.ObjectId(learner.id),
      course: courseId,
      userName: 'Learner',
      userEmail: learner.email,
      enrollmentDate: new Date(),
      paymentStatus: 'completed',
      paymentAmount: 0,
      paidAt: new Date(),
      completedModules: [intro],
      createdAt: new Date(),
      updatedAt: new Date(),
    });

    expect(await backfillLessonOutlines(t.log)).toBe(1);
    expect(await backfillLessonOutlines(t.log)).toBe(0);
    expect(await backfillLessonProgress(t.log)).toBe(1);
    expect(await backfillLessonProgress(t.log)).toBe(0);

    const outline = await t.rest('GET', `/courses/${String(courseId)}`);
    expect(outline.body.data.modules).toMatchObject([
      { id: String(intro), title: 'Intro', lessons: [{ title: 'Welcome', kind: 'text' }, { title: 'Setup', kind: 'text' }], quiz: null, opensAfterPrevious: false },
      { id: String(practice), title: 'Practice', lessons: [{ title: 'Exercise' }] },
    ]);
    const content = await t.rest('GET', `/courses/${String(courseId)}/content`, undefined, learner.token);
    expect(content.status).toBe(200);
    expect(content.body.data.progress).toMatchObject({ percent: 67, completed: false });
    expect(content.body.data.modules.map((m: { complete: boolean }) => m.complete)).toEqual([true, false]);
  });
});
