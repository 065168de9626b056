/**
 * What learners and staff send to learning: quiz answers (REST's `{ questionId: [optionId, …] }`
 * map, or GraphQL's list of `{ questionId, optionIds }`), a revocation's reason, the certificate
 * list's filter.
 */
import { z } from 'zod';
import { fieldMessage, optionalText, VALIDATION_MESSAGES } from '../../core/validation.js';
import { CERTIFICATE_STATUSES } from './certificate.model.js';
import { LEARNING_MESSAGES as msg } from './learning.messages.js';

const answersShape = fieldMessage(msg.answersShape);

const optionIds = z.array(z.string({ error: answersShape }), { error: answersShape }).max(20, { error: answersShape });

/** The answers as a map from question id to the option ids chosen. */
export const QuizAnswers = z.union(
  [
    z.record(z.string(), optionIds).refine((r) => Object.keys(r).length <= 100, { error: answersShape }),
    z
      .array(z.object({ questionId: z.string({ error: answersShape }), optionIds }), { error: answersShape })
      .max(100, { error: answersShape })
      .transform((list) => Object.fromEntries(list.map((a) => [a.questionId, a.optionIds]))),
  ],
  { error: answersShape },
);

/** The REST body of an attempt. */
export const QuizAttemptBody = z.object({ answers: QuizAnswers });

export const RevokeCertificateInput = z.object({
  reason: optionalText(msg.reason, 500).transform((r) => r ?? null),
});

export const CertificateFilterInput = z
  .object({
    courseId: z.string().nullish(),
    status: z.enum(CERTIFICATE_STATUSES, { error: fieldMessage(VALIDATION_MESSAGES.oneOf(msg.status, CERTIFICATE_STATUSES)) }).nullish(),
    search: z.string().trim().max(200).nullish(),
  })
  .nullish();
