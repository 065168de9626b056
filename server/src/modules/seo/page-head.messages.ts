/**
 * The words of the public pages' <head> (their titles and descriptions in search results and share
 * cards) and of the job postings' structured data, as message descriptors in the page's language.
 * The descriptions are the pages' own introductions, as their heroes say them.
 */
export const PAGE_HEAD_MESSAGES = {
  title: (page: string, siteName: string) => /*i18n*/ ({ message: '{page} | {siteName}', values: { page, siteName } }),

  home: /*i18n*/ { message: 'Home' },
  about: /*i18n*/ { message: 'About Us' },
  aboutDescription: /*i18n*/ { message: 'AI Solutions is a team of engineers, researchers and educators helping organisations adopt AI with confidence.' },
  services: /*i18n*/ { message: 'Services' },
  servicesDescription: /*i18n*/ { message: 'From strategy to production, our experts help you design, build and scale AI solutions tailored to your business.' },
  servicesList: (services: string) => /*i18n*/ ({ message: 'Our services: {services}.', values: { services } }),
  courses: /*i18n*/ { message: 'Courses' },
  coursesDescription: /*i18n*/ {
    message: 'Hands-on courses for every level, from your first prompt to training large models, taught by engineers and scientists who build AI every day.',
  },
  career: /*i18n*/ { message: 'Career' },
  careerDescription: /*i18n*/ { message: 'Join engineers, researchers, designers and educators who turn artificial intelligence into results for our clients.' },
  contact: /*i18n*/ { message: 'Contact' },
  contactDescription: /*i18n*/ { message: 'Questions about our AI solutions or training programs? Send us a message and we will reply within 24 hours.' },
  terms: /*i18n*/ { message: 'Terms of Service' },
  termsDescription: /*i18n*/ {
    message: 'These terms govern your use of the AI Solutions website, learning platform, careers portal and related services. Please read them carefully.',
  },
  privacy: /*i18n*/ { message: 'Privacy Policy' },
  privacyDescription: /*i18n*/ {
    message: 'Your privacy matters to us. This policy explains what personal data AI Solutions collects, why we collect it, and the choices you have.',
  },

  signIn: /*i18n*/ { message: 'Sign In' },
  createAccount: /*i18n*/ { message: 'Create Account' },
  forgotPassword: /*i18n*/ { message: 'Forgot Password' },
  resetPassword: /*i18n*/ { message: 'Reset Password' },
  dashboard: /*i18n*/ { message: 'Dashboard' },
  profile: /*i18n*/ { message: 'Profile' },
  learning: /*i18n*/ { message: 'Learning' },
  adminDashboard: /*i18n*/ { message: 'Admin Dashboard' },
  courseManagement: /*i18n*/ { message: 'Course Management' },
  payments: /*i18n*/ { message: 'Payments' },
  certificates: /*i18n*/ { message: 'Certificates' },
  courseContent: /*i18n*/ { message: 'Course Content' },
  jobManagement: /*i18n*/ { message: 'Job Management' },
  applications: /*i18n*/ { message: 'Applications' },
  servicesManagement: /*i18n*/ { message: 'Services Management' },
  contactManagement: /*i18n*/ { message: 'Contact Management' },
  userManagement: /*i18n*/ { message: 'User Management' },
  activityLog: /*i18n*/ { message: 'Activity Log' },
  outbox: /*i18n*/ { message: 'Outbox' },
  analyticsDashboard: /*i18n*/ { message: 'Analytics Dashboard' },
  systemSettings: /*i18n*/ { message: 'System Settings' },

  pageNotFound: /*i18n*/ { message: 'Page not found' },
  courseNotFound: /*i18n*/ { message: 'Course not found' },
  jobNotFound: /*i18n*/ { message: 'Job not found' },

  requirements: /*i18n*/ { message: 'Requirements' },
  benefits: /*i18n*/ { message: 'Benefits' },
} as const;
