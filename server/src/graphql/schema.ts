/**
 * Builds the executable schema from THE root schema.graphql and every domain's resolvers.
 * Deny by default starts here: an operation in the schema without a resolver, or without a declared
 * access level (see access.ts), stops the server at start-up instead of answering anyone.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { isObjectType, type GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { assertDeclaredAccess } from './access.js';
import { DateTimeScalar } from './scalars.js';
import { serviceResolvers } from '../modules/services/service.resolvers.js';
import { contactResolvers } from '../modules/contact/contact.resolvers.js';
import { authResolvers } from '../modules/auth/auth.resolvers.js';
import { twoFactorResolvers } from '../modules/two-factor/two-factor.resolvers.js';
import { userResolvers } from '../modules/users/user.resolvers.js';
import { notificationResolvers } from '../modules/notifications/notification.resolvers.js';
import { mailResolvers } from '../modules/mail/mail.resolvers.js';
import { courseResolvers } from '../modules/courses/course.resolvers.js';
import { jobResolvers } from '../modules/jobs/job.resolvers.js';
import { applicationResolvers } from '../modules/jobs/application.resolvers.js';
import { exportResolvers } from '../modules/exports/export.resolvers.js';
import { importResolvers } from '../modules/imports/import.resolvers.js';
import { searchResolvers } from '../modules/search/search.resolvers.js';
import { activityResolvers } from '../modules/activity/activity.resolvers.js';
import { settingsResolvers } from '../modules/settings/settings.resolvers.js';
import { insightsResolvers } from '../modules/insights/insights.resolvers.js';
import { backupsResolvers } from '../modules/backups/backups.resolvers.js';
import { reportsResolvers } from '../modules/reports/reports.resolvers.js';

export const SCHEMA_PATH = resolve(import.meta.dirname, '..', '..', '..', 'schema.graphql');

const domainResolvers: Resolvers[] = [
  { DateTime: DateTimeScalar },
  authResolvers,
  twoFactorResolvers,
  userResolvers,
  notificationResolvers,
  mailResolvers,
  serviceResolvers,
  ...contactResolvers,
  jobResolvers,
  applicationResolvers,
  courseResolvers,
  exportResolvers,
  importResolvers,
  searchResolvers,
  activityResolvers,
  settingsResolvers,
  insightsResolvers,
  backupsResolvers,
  reportsResolvers,
];

export function buildSchema(): GraphQLSchema {
  const typeDefs = readFileSync(SCHEMA_PATH, 'utf8');
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: domainResolvers as Parameters<typeof makeExecutableSchema>[0]['resolvers'],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      // A subscription field is served by its `subscribe` function (its `resolve` is optional).
      if (!field.resolve && !field.subscribe) missing.push(`${root.name}.${field.name}`);
    }
  }
  if (missing.length) throw new Error(`Operations without a resolver: ${missing.join(', ')}`);
  assertDeclaredAccess(schema);
  return schema;
}
