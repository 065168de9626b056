/**
 * The public pages' structured data (JSON-LD, schema.org), in the shapes Google documents for its
 * rich results: the business (Organization), a course (Course), a job (JobPosting), the path to a
 * detail page (BreadcrumbList) and the contact page's questions (FAQPage).
 */
import type { CourseDoc } from '../courses/index.js';
import { courseHours, payableAmount } from '../courses/index.js';
import type { JobDoc, JobType } from '../jobs/index.js';

export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export type Site = { name: string; url: string; logo: string };

/** The business as search engines show it: its name, address, logo and how to reach it. */
export function organizationData(site: Site, contact: { email?: string; phone?: string; address?: string }, sameAs: readonly string[]): JsonLd {
  const contactPoint = contact.email || contact.phone ? [{ '@type': 'ContactPoint', contactType: 'customer service', ...(contact.email && { email: contact.email }), ...(contact.phone && { telephone: contact.phone }) }] : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: site.logo,
    ...(contact.email && { email: contact.email }),
    ...(contact.phone && { telephone: contact.phone }),
    ...(contact.address && { address: contact.address }),
    ...(contactPoint && { contactPoint }),
    ...(sameAs.length && { sameAs }),
  };
}

/** Whole hours and minutes as an ISO 8601 duration (PT12H, PT1H30M). */
export function isoDuration(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return `PT${whole ? `${whole}H` : ''}${minutes || !whole ? `${minutes}M` : ''}`;
}

/** Prices are in US dollars (schema.graphql: Course.price). */
const COURSE_CURRENCY = 'USD';

export function courseData(course: CourseDoc, site: Site, url: string, image: string, language: string): JsonLd {
  const price = payableAmount(course);
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url,
    image,
    inLanguage: language,
    provider: { '@type': 'Organization', name: site.name, sameAs: site.url },
    offers: [{ '@type': 'Offer', category: price === 0 ? 'Free' : 'Paid', price, priceCurrency: COURSE_CURRENCY, availability: 'https://schema.org/InStock', url }],
    hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: isoDuration(courseHours(course)), ...(course.instructor.name && { instructor: { '@type': 'Person', name: course.instructor.name } }) }],
    ...(course.skills.length && { teaches: course.skills }),
    ...(course.ratingCount > 0 && { aggregateRating: { '@type': 'AggregateRating', ratingValue: course.rating, ratingCount: course.ratingCount, bestRating: 5, worstRating: 1 } }),
  };
}

/** schema.org's employment types, from the job's type (a remote job is full-time unless it says otherwise). */
const EMPLOYMENT_TYPES: Record<JobType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
  remote: 'FULL_TIME',
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The job's text as the HTML Google allows in a description: its paragraphs, then its requirements and benefits as lists. */
export function jobDescriptionHtml(job: Pick<JobDoc, 'description' | 'requirements' | 'benefits'>, headings: { requirements: string; benefits: string }): string {
  const paragraphs = job.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`);
  const list = (heading: string, items: readonly string[]) => (items.length ? [`<h3>${escapeHtml(heading)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`] : []);
  return [...paragraphs, ...list(headings.requirements, job.requirements), ...list(headings.benefits, job.benefits)].join('');
}

/** The two-letter codes of the US states and DC, as a US job's location ends ("Austin, TX"). */
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '),
);

const REMOTE = /\b(remote|anywhere|telecommute)\b/i;

/**
 * Where the job is: a remote job (its type, or "Remote" in its location) is TELECOMMUTE, with the
 * rest of its location ("Remote, Germany": Germany) as where applicants may live, or the business's
 * country when the location names none; any other job is at its location ("Berlin, Germany").
 */
export function jobPlace(job: Pick<JobDoc, 'type' | 'location'>, businessCountry: string | undefined): Record<string, unknown> {
  const parts = job.location
    .split(/[,(/)–-]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (job.type === 'remote' || REMOTE.test(job.location)) {
    const country = parts.filter((part) => !REMOTE.test(part)).at(-1) ?? businessCountry;
    return { jobLocationType: 'TELECOMMUTE', ...(country && { applicantLocationRequirements: { '@type': 'Country', name: country } }) };
  }
  const [locality, ...rest] = parts;
  const last = rest.at(-1);
  // "Austin, TX": a US state; "Berlin, Germany" or "London, UK": a country.
  const region = last && US_STATES.has(last) ? { addressRegion: last, addressCountry: 'US' } : last ? { addressCountry: last } : businessCountry ? { addressCountry: businessCountry } : {};
  return { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: locality ?? job.location, ...region } } };
}

export function jobPostingData(job: JobDoc, site: Site, descriptionHtml: string, businessCountry: string | undefined): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: job.company, value: String(job._id) },
    datePosted: (job.postedDate ?? job.createdAt).toISOString(),
    ...(job.deadline && { validThrough: job.deadline.toISOString() }),
    employmentType: EMPLOYMENT_TYPES[job.type],
    hiringOrganization: { '@type': 'Organization', name: job.company, sameAs: site.url, logo: site.logo },
    ...jobPlace(job, businessCountry),
    ...(job.salary && {
      baseSalary: { '@type': 'MonetaryAmount', currency: job.salary.currency, value: { '@type': 'QuantitativeValue', minValue: job.salary.min, maxValue: job.salary.max, unitText: 'YEAR' } },
    }),
    ...(job.experience && { experienceRequirements: job.experience }),
    directApply: true,
  };
}

/** The trail from the home page to a detail page, each step at its address in the page's language. */
export function breadcrumbData(steps: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}

export function faqPageData(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}
