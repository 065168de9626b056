import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROLE_LABELS } from '../../account/roles';

/** The activity log's words for the screens: entity types, actions, statuses and field names as people read them. */
export const ENTITY_TYPE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  user: msg`User`,
  course: msg`Course`,
  enrollment: msg`Enrollment`,
  job: msg`Job`,
  application: msg`Application`,
  service: msg`Service`,
  'contact-message': msg`Contact message`,
  'contact-info': msg`Contact info`,
  office: msg`Office`,
  faq: msg`FAQ`,
  settings: msg`Settings`,
  export: msg`Export`,
  backup: msg`Backup`,
};

export const ACTION_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  create: msg`Created`,
  update: msg`Updated`,
  delete: msg`Deleted`,
  'status-change': msg`Status change`,
  approval: msg`Approved`,
  rejection: msg`Declined`,
  'sign-in': msg`Sign-in`,
  lockout: msg`Lockout`,
  import: msg`Import`,
  export: msg`Export`,
};

export type ActivityStatusValue = 'success' | 'pending' | 'error';

export const STATUS_COLORS: Readonly<Record<ActivityStatusValue, 'success' | 'warning' | 'error'>> = {
  success: 'success',
  pending: 'warning',
  error: 'error',
};

export const STATUS_LABELS: Readonly<Record<ActivityStatusValue, MessageDescriptor>> = {
  success: msg`Success`,
  pending: msg`Pending`,
  error: msg`Error`,
};

/** A map's entries as [value, label] pairs in `i18n`'s language (a filter's options). */
export function labelledOptions(i18n: I18n, labels: Readonly<Record<string, MessageDescriptor>>): [string, string][] {
  return Object.entries(labels).map(([value, label]) => [value, i18n._(label)]);
}

/** The actor of an entry that no account made. */
const NON_ACCOUNT_ACTORS: Readonly<Record<string, MessageDescriptor>> = {
  system: msg({ message: 'System', comment: 'Who made a change: the product itself (a scheduled job, a payment notice).' }),
  visitor: msg({ message: 'Visitor', comment: 'Who made a change: someone not signed in.' }),
};

/** The role an entry's actor had, as the screens name it (the log stores the role's value). */
export function actorRoleLabel(i18n: I18n, role: string): string {
  const label = (ROLE_LABELS as Readonly<Record<string, MessageDescriptor>>)[role] ?? NON_ACCOUNT_ACTORS[role];
  return label ? i18n._(label) : role;
}

/** The fields of the records whose changes and versions are kept, as the edit dialogs name them. */
const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  address: msg`Address`,
  answer: msg`Answer`,
  applications: msg`Applications`,
  avatar: msg`Avatar`,
  benefits: msg`Benefits`,
  category: msg`Category`,
  certificate: msg`Certificate`,
  city: msg`City`,
  clients: msg`Clients`,
  company: msg`Company`,
  coordinates: msg`Coordinates`,
  country: msg`Country`,
  deadline: msg`Deadline`,
  department: msg`Department`,
  description: msg`Description`,
  discountPrice: msg`Discount price`,
  duration: msg`Duration`,
  email: msg`Email`,
  enrollmentCount: msg`Enrollments`,
  experience: msg`Experience`,
  features: msg`Features`,
  icon: msg`Icon`,
  instructor: msg`Instructor`,
  isActive: msg`Active`,
  isHeadquarters: msg`Headquarters`,
  language: msg`Language`,
  level: msg`Level`,
  location: msg`Location`,
  modules: msg`Modules`,
  name: msg`Name`,
  order: msg`Order`,
  phone: msg`Phone`,
  popularity: msg`Popularity`,
  position: msg`Position`,
  postedDate: msg`Posted date`,
  price: msg`Price`,
  publishAt: msg`Publish at`,
  question: msg`Question`,
  rating: msg`Rating`,
  ratingCount: msg`Ratings`,
  requirements: msg`Requirements`,
  role: msg`Role`,
  salary: msg`Salary`,
  shortDescription: msg`Short description`,
  skills: msg`Skills`,
  status: msg`Status`,
  tags: msg`Tags`,
  timezone: msg`Time zone`,
  title: msg`Title`,
  type: msg`Type`,
  unpublishAt: msg`Unpublish at`,
  views: msg`Views`,
  workingHours: msg`Working hours`,
};

/** A field's name as people read it: the dialogs' word for it, else "paymentStatus" → "Payment status". */
export function fieldLabel(i18n: I18n, field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return i18n._(known);
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_.]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
