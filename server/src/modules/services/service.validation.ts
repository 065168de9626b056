/** Spec section 5, Service: the server-side form rules, shared by GraphQL and REST callers. */
import { z } from 'zod';
import { scheduleFields } from '../../core/scheduled-time.js';
import { translatedLabel, translationsInput } from '../../core/translations.js';
import { characterCount, fieldMessage, optionalText, requiredText, keptWhenAbsent, VALIDATION_MESSAGES as V, type FieldLabel } from '../../core/validation.js';
import type { ServerMessage } from '../../i18n/message.js';
import { SERVICE_MESSAGES as M } from './service.messages.js';
import { DEFAULT_SERVICE_ICON, SERVICE_CATEGORIES, SERVICE_STATUSES } from './service.model.js';

export const MAX_FEATURES = 30;
/** Prices are whole numbers, minimum 0, and 0 when not a number (spec section 5). */
function price(label: FieldLabel) {
  return z.preprocess(
    (v) => {
      if (v === null || v === undefined || v === '') return 0;
      const n = typeof v === 'string' ? Number(v) : v;
      return typeof n === 'number' && Number.isNaN(n) ? 0 : n;
    },
    z
      .number({ error: fieldMessage(V.notNumber(label)) })
      .int({ error: fieldMessage(V.notWholeNumber(label)) })
      .min(0, { error: fieldMessage(V.atLeast(label, 0)) })
      .max(100_000_000, { error: fieldMessage(V.tooLarge(label)) }),
  );
}

const icon = z
  .string({ error: fieldMessage(M.iconNotText) })
  .nullish()
  .transform((v) => v?.trim() || DEFAULT_SERVICE_ICON)
  .refine((v) => characterCount(v) <= 2, { error: fieldMessage(M.iconTooLong) });

const featureList = (messages: { notText: ServerMessage; tooLong: ServerMessage; notList: ServerMessage; tooMany: ServerMessage }) =>
  z
    .array(z.string({ error: fieldMessage(messages.notText) }).max(200, { error: fieldMessage(messages.tooLong) }), {
      error: fieldMessage(messages.notList),
    })
    .nullish()
    .transform((list) => (list ?? []).map((f) => f.trim()).filter(Boolean))
    .refine((list) => list.length <= MAX_FEATURES, { error: fieldMessage(messages.tooMany) });
const features = featureList({ notText: M.featureNotText, tooLong: M.featureTooLong, notList: M.featuresNotList, tooMany: M.tooManyFeatures(MAX_FEATURES) });
const translatedFeatures = (label: FieldLabel) =>
  featureList({
    notText: M.translatedFeatureNotText(label),
    tooLong: M.translatedFeatureTooLong(label),
    notList: M.translatedFeaturesNotList(label),
    tooMany: M.translatedTooManyFeatures(label, MAX_FEATURES),
  });

/** The Spanish, French and German versions: every field optional (a missing one reads the English). */
const translations = translationsInput((language) => ({
  title: optionalText(translatedLabel(M.title, language), 120),
  description: optionalText(translatedLabel(M.description, language), 5000),
  shortDescription: optionalText(translatedLabel(M.shortDescription, language), 300),
  features: translatedFeatures(translatedLabel(M.features, language)),
}));

const category = z
  .string({ error: fieldMessage(V.required(M.category)) })
  .trim()
  .min(1, { error: fieldMessage(V.required(M.category)) })
  .refine((v) => (SERVICE_CATEGORIES as readonly string[]).includes(v), {
    error: fieldMessage(V.oneOf(M.category, SERVICE_CATEGORIES)),
  });

const status = z.enum(SERVICE_STATUSES, { error: fieldMessage(V.oneOf(M.status, SERVICE_STATUSES)) });

const priceObject = z
  .object({ basic: price(M.basicPrice), premium: price(M.premiumPrice), enterprise: price(M.enterprisePrice) }, { error: fieldMessage(M.priceNotObject) })
  .nullish()
  .transform((p) => p ?? { basic: 0, premium: 0, enterprise: 0 });

const popularity = z
  .number({ error: fieldMessage(V.notNumber(M.popularity)) })
  .int({ error: fieldMessage(V.notWholeNumber(M.popularity)) })
  .min(0, { error: fieldMessage(V.atLeast(M.popularity, 0)) })
  .max(100, { error: fieldMessage(V.atMost(M.popularity, 100)) });
const clients = z
  .number({ error: fieldMessage(V.notNumber(M.clients)) })
  .int({ error: fieldMessage(V.notWholeNumber(M.clients)) })
  .min(0, { error: fieldMessage(V.atLeast(M.clients, 0)) });
const rating = z
  .number({ error: fieldMessage(V.notNumber(M.rating)) })
  .min(0, { error: fieldMessage(V.atLeast(M.rating, 0)) })
  .max(5, { error: fieldMessage(V.atMost(M.rating, 5)) });

const editable = {
  title: requiredText(M.title, 120),
  description: requiredText(M.description, 5000),
  shortDescription: requiredText(M.shortDescription, 300),
  icon,
  features,
  category,
  price: priceObject,
  ...scheduleFields,
};

/** Create: every default of the form applies (status draft, counters 0). */
export const CreateServiceInput = z.object({
  ...editable,
  translations: translations.nullish().transform((v) => v ?? {}),
  status: status.nullish().transform((s) => s ?? 'draft'),
  popularity: popularity.nullish().transform((v) => v ?? 0),
  clients: clients.nullish().transform((v) => v ?? 0),
  rating: rating.nullish().transform((v) => v ?? 0),
});

/**
 * Update: the form's fields are replaced; status, counters and the other languages' versions are
 * kept when omitted (the admin edit omits the counters; an older caller knows no translations).
 */
export const UpdateServiceInput = z.object({
  ...editable,
  translations: keptWhenAbsent(translations),
  status: keptWhenAbsent(status),
  popularity: keptWhenAbsent(popularity),
  clients: keptWhenAbsent(clients),
  rating: keptWhenAbsent(rating),
});

export const ServiceFilterInput = z
  .object({
    search: z.string().trim().max(200).nullish(),
    category: z.string().trim().max(60).nullish(),
    status: status.nullish(),
  })
  .nullish();

/** REST PATCH: only the fields given are validated and changed. */
export const PatchServiceInput = UpdateServiceInput.partial();
