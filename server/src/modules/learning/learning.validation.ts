/**
 * What learners and staff send to learning: quiz answers (REST's `{ questionId: [optionId, …] }`
 * map, or GraphQL's list of `{ questionId, optionIds }`), a revocation's reason, the certificate
 * list's filter.
 */
import { z } from 'zod';
import { optionalText } from '../../core/validation.js';
import { CERTIFICATE_STATUSES } from './certificate.model.js';
import { learningMessages as msg } from './learning.messages.js';

const optionIds = z.array(z.string({ error: msg.answersShape }), { error: msg.answersShape }).max(20, { error: msg.answersShape });

/** The answers as a map from question id to the option ids chosen. */
export const QuizAnswers = z.union(
  [
    z.record(z.string(), optionIds).refine((r) => Object.keys(r).length <= 100, { error: msg.answersShape }),
    z
      .array(z.object({ questionId: z.string({ error: msg.answersShape }), optionIds }), { error: msg.answersShape })
      .max(100, { error: msg.answersShape })
      .transform((list) => Object.fromEntries(list.map((a) => [a.questionId, a.optionIds]))),
  ],
  { error: msg.answersShape },
);

/** The REST body of an attempt. */
export const QuizAttemptBody = z.object({ answers: QuizAnswers });

export const RevokeCertificateInput = z.object({
  reason: optionalText('Reason', 500).transform((r) => r ?? null),
});

export const CertificateFilterInput = z
  .object({
    courseId: z.string().nullish(),
    status: z.enum(CERTIFICATE_STATUSES, { error: `Status must be one of ${CERTIFICATE_STATUSES.join(', ')}` }).nullish(),
    search: z.string().trim().max(200).nullish(),
  })
  .nullish();
