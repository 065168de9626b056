import type { CodegenConfig } from '@graphql-codegen/cli';
import { preset as clientPreset } from '@graphql-codegen/client-preset';

// The client preset forwards only a few options to the operation types it writes, and
// `dedupeOperationSuffix` is not one of them (graphql-code-generator issue 8576). This wrapper adds it
// to every file the preset generates, so an operation named `ServicesPageQuery` yields the type
// `ServicesPageQuery`, not `ServicesPageQueryQuery`.
const dedupedClientPreset: typeof clientPreset = {
  ...clientPreset,
  buildGeneratesSection: async (options) =>
    (await clientPreset.buildGeneratesSection(options)).map((section) => ({
      ...section,
      config: { ...section.config, dedupeOperationSuffix: true },
    })),
};

// One schema, two outputs: typed resolvers for the server (mapped onto the model types) and typed
// documents for the client. Both land in __generated__/ folders, which are never committed.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/**/__generated__/**'],
  ignoreNoDocuments: true,
  generates: {
    'server/src/graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.js#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'Date' },
        mappers: {
          User: '../../modules/users/user.model.js#UserDoc',
          Service: '../../modules/services/service.model.js#ServiceDoc',
          Notification: '../../modules/notifications/notification.model.js#NotificationDoc',
          Mail: '../../modules/mail/mail.model.js#MailDoc',
          Course: '../../modules/courses/course.model.js#CourseDoc',
          CourseModule: '../../modules/courses/course.model.js#CourseModuleDoc',
          Enrollment: '../../modules/courses/enrollment.model.js#EnrollmentDoc',
          LearningPathway: '../../modules/courses/learning-pathways.js#PathwayWithCourses',
          ContactMessage: '../../modules/contact/contact-message.model.js#ContactMessageDoc',
          ContactInfo: '../../modules/contact/contact-info.model.js#ContactInfoDoc',
          GlobalOffice: '../../modules/contact/global-office.model.js#GlobalOfficeDoc',
          Faq: '../../modules/contact/faq.model.js#FaqDoc',
          Job: '../../modules/jobs/job.model.js#JobDoc',
          Application: '../../modules/jobs/application.model.js#ApplicationDoc',
          ActivityEntry: '../../modules/activity/activity.model.js#ActivityDoc',
          Backup: '../../modules/backups/backup.model.js#BackupDoc',
        },
      },
    },
    'client/src/__generated__/': {
      preset: dedupedClientPreset,
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
