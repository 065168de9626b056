import type { FieldLabel } from '../../core/validation.js';

/**
 * What a service's form and its API callers are told (spec section 5, Service), as message
 * descriptors (README › Languages): labels as the form names its fields, and the rules' words.
 */
export const SERVICE_MESSAGES = {
  title: /*i18n*/ { message: 'Title' },
  description: /*i18n*/ { message: 'Description' },
  shortDescription: /*i18n*/ { message: 'Short description' },
  category: /*i18n*/ { message: 'Category' },
  status: /*i18n*/ { message: 'Status' },
  basicPrice: /*i18n*/ { message: 'Basic price' },
  premiumPrice: /*i18n*/ { message: 'Premium price' },
  enterprisePrice: /*i18n*/ { message: 'Enterprise price' },
  popularity: /*i18n*/ { message: 'Popularity' },
  clients: /*i18n*/ { message: 'Clients' },
  rating: /*i18n*/ { message: 'Rating' },
  iconNotText: /*i18n*/ { message: 'Icon must be text' },
  iconTooLong: /*i18n*/ { message: 'Icon must be at most 2 characters' },
  featureNotText: /*i18n*/ { message: 'Each feature must be text' },
  featureTooLong: /*i18n*/ { message: 'A feature must be at most 200 characters' },
  featuresNotList: /*i18n*/ { message: 'Features must be a list of text' },
  tooManyFeatures: (max: number) => /*i18n*/ ({ message: 'A service can list at most {max} features', values: { max } }),
  features: /*i18n*/ { message: 'Features' },
  /** The same rules for a version in another language, naming it ("Features (Spanish)"). */
  translatedFeatureNotText: (field: FieldLabel) => /*i18n*/ ({ message: 'Each entry of {field} must be text', values: { field } }),
  translatedFeatureTooLong: (field: FieldLabel) => /*i18n*/ ({ message: 'Each entry of {field} must be at most 200 characters', values: { field } }),
  translatedFeaturesNotList: (field: FieldLabel) => /*i18n*/ ({ message: '{field} must be a list of text', values: { field } }),
  translatedTooManyFeatures: (field: FieldLabel, max: number) => /*i18n*/ ({ message: '{field} may list at most {max} entries', values: { field, max } }),
  priceNotObject: /*i18n*/ { message: 'Price must be an object' },
  notFound: /*i18n*/ { message: 'Service not found' },
  alreadyActive: /*i18n*/ { message: 'It is already active.' },
  alreadyInactive: /*i18n*/ { message: 'It is already inactive.' },
};
