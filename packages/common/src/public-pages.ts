/**
 * The public pages and the source module of each, as the client's routes load them lazily
 * (client/src/app/routes.tsx): the server preloads a page's code with the page (modulepreload
 * links in index.html, so the layout and the page download beside the app instead of after it),
 * and the client's bundle budgets weigh each page's first load from the same list.
 */
export const PUBLIC_LAYOUT_MODULE = 'src/public/layout/PublicLayout.tsx';

export const PUBLIC_PAGE_MODULES: readonly { path: string; module: string }[] = [
  { path: '/', module: 'src/public/home/HomePage.tsx' },
  { path: '/about', module: 'src/public/about/AboutPage.tsx' },
  { path: '/services', module: 'src/public/services/ServicesPage.tsx' },
  { path: '/courses', module: 'src/public/courses/CoursesPage.tsx' },
  { path: '/courses/{id}', module: 'src/public/courses/CourseDetailsPage.tsx' },
  { path: '/career', module: 'src/public/career/CareerPage.tsx' },
  { path: '/career/{id}', module: 'src/public/career/JobDetailsPage.tsx' },
  { path: '/contact', module: 'src/public/contact/ContactPage.tsx' },
  { path: '/certificates/{id}', module: 'src/public/certificates/CertificatePage.tsx' },
  { path: '/terms', module: 'src/public/legal/TermsPage.tsx' },
  { path: '/privacy', module: 'src/public/legal/PrivacyPage.tsx' },
];

/** The module of the public page at `pathname` (`/courses/abc` is `/courses/{id}`), or undefined. */
export function publicPageModule(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/');
  return PUBLIC_PAGE_MODULES.find((page) => {
    const pattern = page.path.split('/');
    return pattern.length === segments.length && pattern.every((part, i) => part === '{id}' ? /^[^/]+$/.test(segments[i] ?? '') : part === segments[i]);
  })?.module;
}
