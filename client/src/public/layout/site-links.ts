import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A link of the header, the phone menu or the footer; its words are translated where it is shown. */
export type SiteLink = { to: string; label: MessageDescriptor; description?: MessageDescriptor };

/** Header navigation (spec section 2). `end` keeps Home from lighting up on every page. */
export const NAV_LINKS: readonly (SiteLink & { end: boolean })[] = [
  { to: '/', label: msg`Home`, end: true },
  { to: '/about', label: msg`About`, end: false },
  { to: '/services', label: msg`Services`, end: false },
  { to: '/courses', label: msg`Courses`, end: false },
  { to: '/career', label: msg`Career`, end: false },
  { to: '/contact', label: msg`Contact`, end: false },
];

export const LOGIN_LINKS: readonly SiteLink[] = [
  { to: '/login?role=student', label: msg`Student Login` },
  { to: '/login?role=applicant', label: msg`Candidate Login` },
  { to: '/login?role=admin', label: msg`Admin Login` },
];

export const GET_STARTED_LINKS: readonly SiteLink[] = [
  { to: '/register?role=student', label: msg`Join as Student`, description: msg`Access to courses and learning` },
  { to: '/register?role=applicant', label: msg`Join as Candidate`, description: msg`Apply for jobs and careers` },
  { to: '/register?role=admin', label: msg`Admin Access`, description: msg`Manage platform, approval required` },
];

export const FOOTER_QUICK_LINKS: readonly SiteLink[] = [
  { to: '/about', label: msg`About Us` },
  { to: '/services', label: msg`Services` },
  { to: '/courses', label: msg`Courses` },
  { to: '/career', label: msg`Career` },
];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { to: '/terms', label: msg`Terms of Service` },
  { to: '/privacy', label: msg`Privacy Policy` },
];
