import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ServiceStatus } from '../../__generated__/graphql';
import type { SERVICE_CATEGORIES } from './service-form';

const COLORS = { draft: 'default', active: 'success', inactive: 'warning' } as const;

/** Chip colour of a status: only active services are public, so active is the green one. */
export const statusColor = (status: ServiceStatus) => COLORS[status];

/** A status as the screens name it. */
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'service status' }),
  active: msg({ message: 'Active', context: 'service status' }),
  inactive: msg({ message: 'Inactive', context: 'service status' }),
};

/** The categories as people read them (the stored value stays English). */
export const SERVICE_CATEGORY_LABELS: Record<(typeof SERVICE_CATEGORIES)[number], MessageDescriptor> = {
  Consulting: msg`Consulting`,
  Development: msg`Development`,
  Analytics: msg`Analytics`,
  Training: msg`Training`,
  Automation: msg`Automation`,
};

/** A stored category's label; a category not in the list (an import's) as it is. */
export function serviceCategoryLabel(i18n: I18n, category: string): string {
  const label = (SERVICE_CATEGORY_LABELS as Record<string, MessageDescriptor | undefined>)[category];
  return label ? i18n._(label) : category;
}
