import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SearchType } from '../../../__generated__/graphql';

/** A group's heading in the results. */
export const SEARCH_GROUP_LABEL: Record<SearchType, MessageDescriptor> = {
  USER: msg`Users`,
  COURSE: msg`Courses`,
  JOB: msg`Jobs`,
  SERVICE: msg`Services`,
  CONTACT_MESSAGE: msg`Contact messages`,
  FAQ: msg`FAQs`,
};

type Target = { type: SearchType; id: string; title: string; subtitle: string | null };

const withSearch = (path: string, search: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...extra, search }).toString()}`;

/**
 * Where Enter takes a hit: its admin page, searched for the record (a user by e-mail, which is
 * unique; others by title), or for an FAQ, its edit dialog.
 */
export function searchTargetPath({ type, id, title, subtitle }: Target): string {
  switch (type) {
    case 'USER':
      return withSearch('/admin/users', subtitle ?? title);
    case 'COURSE':
      return withSearch('/admin/courses', title);
    case 'JOB':
      return withSearch('/admin/jobs', title);
    case 'SERVICE':
      return withSearch('/admin/services', title);
    case 'CONTACT_MESSAGE':
      return withSearch('/admin/contact', title, { tab: 'messages' });
    case 'FAQ':
      return `/admin/contact?${new URLSearchParams({ tab: 'faq', open: id }).toString()}`;
  }
}
