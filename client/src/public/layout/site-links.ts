/** Header navigation (spec section 2). `end` keeps Home from lighting up on every page. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About', end: false },
  { to: '/services', label: 'Services', end: false },
  { to: '/courses', label: 'Courses', end: false },
  { to: '/career', label: 'Career', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;

export const LOGIN_LINKS = [
  { to: '/login?role=student', label: 'Student Login' },
  { to: '/login?role=applicant', label: 'Candidate Login' },
  { to: '/login?role=admin', label: 'Admin Login' },
] as const;

export const GET_STARTED_LINKS = [
  { to: '/register?role=student', label: 'Join as Student', description: 'Access to courses and learning' },
  { to: '/register?role=applicant', label: 'Join as Candidate', description: 'Apply for jobs and careers' },
  { to: '/register?role=admin', label: 'Admin Access', description: 'Manage platform, approval required' },
] as const;

export const FOOTER_QUICK_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/courses', label: 'Courses' },
  { to: '/career', label: 'Career' },
] as const;

export const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
] as const;
