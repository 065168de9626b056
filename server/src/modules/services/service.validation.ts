/** Spec section 5, Service: the server-side form rules, shared by GraphQL and REST callers. */
import { z } from 'zod';
import { characterCount, requiredText, keptWhenAbsent } from '../../core/validation.js';
import { DEFAULT_SERVICE_ICON, SERVICE_CATEGORIES, SERVICE_STATUSES } from './service.model.js';

export const MAX_FEATURES = 30;
/** Prices are whole numbers, minimum 0, and 0 when not a number (spec section 5). */
function price(label: string) {
  return z.preprocess(
    (v) => {
      if (v === null || v === undefined || v === '') return 0;
      const n = typeof v === 'string' ? Number(v) : v;
      return typeof n === 'number' && Number.isNaN(n) ? 0 : n;
    },
    z
      .number({ error: `${label} must be a number` })
      .int({ error: `${label} must be a whole number` })
      .min(0, { error: `${label} must be at least 0` })
      .max(100_000_000, { error: `${label} is too large` }),
  );
}

const icon = z
  .string({ error: 'Icon must be text' })
  .nullish()
  .transform((v) => v?.trim() || DEFAULT_SERVICE_ICON)
  .refine((v) => characterCount(v) <= 2, { error: 'Icon must be at most 2 characters' });

const features = z
  .array(z.string({ error: 'Each feature must be text' }).max(200, { error: 'A feature must be at most 200 characters' }), {
    error: 'Features must be a list of text',
  })
  .nullish()
  .transform((list) => (list ?? []).map((f) => f.trim()).filter(Boolean))
  .refine((list) => list.length <= MAX_FEATURES, { error: `A service can list at most ${MAX_FEATURES} features` });

const category = z
  .string({ error: 'Category is required' })
  .trim()
  .min(1, { error: 'Category is required' })
  .refine((v) => (SERVICE_CATEGORIES as readonly string[]).includes(v), {
    error: `Category must be one of ${SERVICE_CATEGORIES.join(', ')}`,
  });

const status = z.enum(SERVICE_STATUSES, { error: `Status must be one of ${SERVICE_STATUSES.join(', ')}` });

const priceObject = z
  .object({ basic: price('Basic price'), premium: price('Premium price'), enterprise: price('Enterprise price') }, { error: 'Price must be an object' })
  .nullish()
  .transform((p) => p ?? { basic: 0, premium: 0, enterprise: 0 });

const popularity = z.number({ error: 'Popularity must be a number' }).int({ error: 'Popularity must be a whole number' }).min(0, { error: 'Popularity must be at least 0' }).max(100, { error: 'Popularity must be at most 100' });
const clients = z.number({ error: 'Clients must be a number' }).int({ error: 'Clients must be a whole number' }).min(0, { error: 'Clients must be at least 0' });
const rating = z.number({ error: 'Rating must be a number' }).min(0, { error: 'Rating must be at least 0' }).max(5, { error: 'Rating must be at most 5' });

const editable = {
  title: requiredText('Title', 120),
  description: requiredText('Description', 5000),
  shortDescription: requiredText('Short description', 300),
  icon,
  features,
  category,
  price: priceObject,
};

/** Create: every default of the form applies (status draft, counters 0). */
export const CreateServiceInput = z.object({
  ...editable,
  status: status.nullish().transform((s) => s ?? 'draft'),
  popularity: popularity.nullish().transform((v) => v ?? 0),
  clients: clients.nullish().transform((v) => v ?? 0),
  rating: rating.nullish().transform((v) => v ?? 0),
});

/** Update: the form's fields are replaced; status and counters are kept when omitted (the admin edit omits them). */
export const UpdateServiceInput = z.object({
  ...editable,
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
