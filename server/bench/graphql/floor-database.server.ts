/**
 * The stack's floor for reads that reach the database: the bare Apollo Server 5 on Express 5 of
 * bare-apollo.server.ts, whose resolvers read through mongoose (lean, no hydration) from the store
 * at MONGODB_URI, the database the app answers from:
 * - `services`: the active services and their count (one page and its count, side by side);
 * - `courses`: a signed-in student's catalog as the app reads it, the same five reads in the same
 *   order: the caller's account (the id from the bearer token, decoded, not verified), one page of
 *   published courses and their count side by side, the caller's enrollments in that page, and
 *   the progress of those enrollments.
 * No plugins, limits, headers, log, language, permissions or presenters. What the product adds on a
 * read is measured against this. Prints `listening <port>`.
 */
import { ApolloServer } from '@apollo/server';
import { BENCH_TYPE_DEFS, serveBareApollo } from './serve-bare.js';
import mongoose, { Schema, Types } from 'mongoose';

const uri = process.env['MONGODB_URI'];
if (!uri) throw new Error('MONGODB_URI names the database the app answers from');
await mongoose.connect(uri);
const Service = mongoose.model(
  'FloorService',
  new Schema({ title: String, shortDescription: String, icon: String, category: String, status: String, price: { basic: Number }, rating: Number }),
  'services',
);
const loose = () => new Schema({}, { strict: false });
const User = mongoose.model('FloorUser', loose(), 'users');
const Course = mongoose.model('FloorCourse', loose(), 'courses');
const Enrollment = mongoose.model('FloorEnrollment', loose(), 'enrollments');
const Progress = mongoose.model('FloorProgress', loose(), 'learning_progress');

type Context = { userId: string | null };
type Doc = Record<string, unknown> & { _id: Types.ObjectId };

/** The `sub` claim of a bearer token, read without verifying it (the floor trusts its caller). */
function userIdOf(authorization: string | undefined): string | null {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
  return typeof claims.sub === 'string' ? claims.sub : null;
}

async function catalog(userId: string | null, page: { page?: number; pageSize?: number } = {}) {
  const user = userId ? await User.findById(userId).lean<Doc>() : null;
  const size = page.pageSize ?? 12;
  const published = { status: 'published' };
  const [courses, total] = await Promise.all([
    Course.find(published, { modules: 0 })
      .sort({ enrollmentCount: -1, rating: -1, createdAt: -1, _id: -1 })
      .skip(((page.page ?? 1) - 1) * size)
      .limit(size)
      .lean<Doc[]>(),
    Course.countDocuments(published),
  ]);
  const enrollments = user ? await Enrollment.find({ user: user._id, course: { $in: courses.map((c) => c._id) } }).lean<Doc[]>() : [];
  const progress = enrollments.length ? await Progress.find({ _id: { $in: enrollments.map((e) => e._id) } }).lean<Doc[]>() : [];
  const percentOf = new Map(progress.map((p) => [String(p._id), Number(p['percent'] ?? 0)]));
  const enrollmentOf = new Map(enrollments.map((e) => [String(e['course']), e]));
  return {
    total,
    items: courses.map((c) => {
      const mine = enrollmentOf.get(String(c._id));
      const price = Number(c['price'] ?? 0);
      return {
        ...c,
        id: String(c._id),
        priceLabel: price > 0 ? `$${price}` : 'Free',
        myEnrollment: mine ? { id: String(mine._id), paymentStatus: mine['paymentStatus'], progress: percentOf.get(String(mine._id)) ?? 0, completedModules: [] } : null,
      };
    }),
  };
}

const resolvers = {
  Query: {
    services: async () => {
      const [items, total] = await Promise.all([Service.find({ status: 'active' }).sort({ _id: 1 }).lean(), Service.countDocuments({ status: 'active' })]);
      return { total, items: items.map((item) => ({ ...item, id: String(item._id) })) };
    },
    courses: (_root: unknown, args: { page?: { page?: number; pageSize?: number } }, { userId }: Context) => catalog(userId, args.page),
  },
};
const apollo = new ApolloServer<Context>({ typeDefs: BENCH_TYPE_DEFS, resolvers });
await serveBareApollo(apollo, ({ req }) => Promise.resolve({ userId: userIdOf(req.headers.authorization) }));
