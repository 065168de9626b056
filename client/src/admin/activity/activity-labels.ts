/** The activity log's words for the screens: entity types, actions and statuses as people read them. */
export const ENTITY_TYPE_LABELS: Readonly<Record<string, string>> = {
  user: 'User',
  course: 'Course',
  enrollment: 'Enrollment',
  job: 'Job',
  application: 'Application',
  service: 'Service',
  'contact-message': 'Contact message',
  'contact-info': 'Contact info',
  office: 'Office',
  faq: 'FAQ',
  settings: 'Settings',
  export: 'Export',
  backup: 'Backup',
};

export const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  'status-change': 'Status change',
  approval: 'Approved',
  rejection: 'Declined',
  'sign-in': 'Sign-in',
  lockout: 'Lockout',
  import: 'Import',
  export: 'Export',
};

export type ActivityStatusValue = 'success' | 'pending' | 'error';

export const STATUS_COLORS: Readonly<Record<ActivityStatusValue, 'success' | 'warning' | 'error'>> = {
  success: 'success',
  pending: 'warning',
  error: 'error',
};

/** "paymentStatus" → "Payment status". */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_.]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
