/**
 * The service tier: business rules called as the GraphQL resolvers and REST routes call them
 * (`service(deps, actor, input)`), against the embedded store in memory, without HTTP.
 *
 * A rule whose answer does not depend on the transport (who may enroll, what a second rating
 * says, which status change is allowed) is tested here; the HTTP suites keep what only HTTP shows
 * (status codes, the REST and GraphQL shapes, the caller's language, the contract).
 *
 * `scenario()` writes a small named world of real records, as Redwood's scenarios do:
 *
 *   const { people, courses } = await scenario({
 *     people: { ada: 'student', grace: 'admin' },
 *     courses: { paid: { price: 499, discountPrice: 399 }, draft: { status: 'draft' } },
 *   });
 *   await enrollInCourse(tier.deps, people.ada, courses.paid.id);
 */
import { Writable } from 'node:stream';
import type { AppDeps } from '../../src/app-deps.js';
import { loadConfig } from '../../src/config.js';
import type { Actor } from '../../src/core/actor.js';
import type { Role } from '../../src/core/access.js';
import { AppError } from '../../src/core/errors.js';
import { connectDatabase } from '../../src/db/connection.js';
import { inEnglish } from '../../src/i18n/server-i18n.js';
import { createLogger } from '../../src/logger.js';
import { connectModules } from '../../src/module-wiring.js';
import { CourseModel, type CourseDoc } from '../../src/modules/courses/course.model.js';
import { JobModel, type JobDoc } from '../../src/modules/jobs/job.model.js';
import { UserModel } from '../../src/modules/users/user.model.js';

export type ServiceTier = {
  /** The configuration and logger the services take, as createApp makes them. */
  deps: AppDeps;
  /** The error lines the services logged (what an operator would read), newest first. */
  loggedErrors: () => { msg: string; err?: { message: string } }[];
  close: () => Promise<void>;
};

export async function startServiceTier(env: Record<string, string> = {}): Promise<ServiceTier> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3001', ...env });
  const errors: { msg: string; err?: { message: string } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString();
      if (line.includes('"level":50')) errors.unshift(JSON.parse(line) as { msg: string });
      done();
    },
  });
  const log = createLogger('info', false, stream);
  const db = await connectDatabase(config, log, { inMemory: true });
  // The modules and their hooks, as createApp connects them (the rollups' engagement parts, mail's account languages).
  connectModules();
  return { deps: { config, log }, loggedErrors: () => [...errors], close: () => db.close() };
}

/** A course's fields a scenario sets; the rest are the add form's defaults (published, free). */
export type CourseSeed = Partial<Pick<CourseDoc, 'title' | 'price' | 'discountPrice' | 'status' | 'level' | 'category'>> & {
  /** Module titles, each with one text lesson. */
  modules?: string[];
};

export type JobSeed = Partial<Pick<JobDoc, 'title' | 'status' | 'company' | 'location' | 'deadline'>>;

type Seeded<T, V> = { [K in keyof T]: V };

let serial = 0;

/** Writes the named people, courses and jobs, and answers each as the services see it. */
export async function scenario<P extends Record<string, Role>, C extends Record<string, CourseSeed> = Record<string, CourseSeed>, J extends Record<string, JobSeed> = Record<string, JobSeed>>(world: {
  people?: P;
  courses?: C;
  jobs?: J;
}): Promise<{ people: Seeded<P, Actor>; courses: Seeded<C, CourseDoc & { id: string }>; jobs: Seeded<J, JobDoc & { id: string }> }> {
  const people = {} as Record<string, Actor>;
  for (const [name, role] of Object.entries(world.people ?? {})) {
    serial += 1;
    const display = name.charAt(0).toUpperCase() + name.slice(1);
    // No password: the service tier starts after sign-in, with the caller already known.
    const user = await UserModel.create({ name: display, email: `${name}.${serial}@example.com`, role, status: 'active' });
    people[name] = { id: user._id.toString(), role, name: user.name, email: user.email };
  }
  const courses = {} as Record<string, CourseDoc & { id: string }>;
  for (const [name, seed] of Object.entries(world.courses ?? {})) {
    serial += 1;
    const { modules = [], ...fields } = seed;
    const created = await CourseModel.create({
      title: `${name} course ${serial}`,
      description: `The ${name} course of a scenario.`,
      modules: modules.map((title) => ({ title, lessons: [{ title: `${title}: first lesson`, kind: 'text', minutes: 5 }] })),
      ...fields,
    });
    courses[name] = { ...created.toObject(), id: created._id.toString() };
  }
  const jobs = {} as Record<string, JobDoc & { id: string }>;
  for (const [name, seed] of Object.entries(world.jobs ?? {})) {
    serial += 1;
    const created = await JobModel.create({
      title: `${name} job ${serial}`,
      company: 'AI Solutions',
      location: 'Remote',
      description: `The ${name} job of a scenario.`,
      ...seed,
    });
    jobs[name] = { ...created.toObject(), id: created._id.toString() };
  }
  return { people: people as Seeded<P, Actor>, courses: courses as Seeded<C, CourseDoc & { id: string }>, jobs: jobs as Seeded<J, JobDoc & { id: string }> };
}

export type Refusal = { code: string; message: string; fields?: Record<string, string> };

/** What a refused call says, as the English caller reads it: its code, message and field errors. */
export async function refusal(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (err) {
    return refusalOf(err);
  }
  throw new Error('The call was not refused');
}

/** The same, from what a call threw. */
export function refusalOf(err: unknown): Refusal {
  if (!(err instanceof AppError)) throw err;
  const fields = err.fields ? Object.fromEntries(Object.entries(err.fields).map(([field, text]) => [field, inEnglish(text)])) : undefined;
  return { code: err.code, message: err.message, ...(fields ? { fields } : {}) };
}
