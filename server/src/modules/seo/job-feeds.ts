/**
 * The open jobs for job aggregators: an XML feed in the shape Indeed documents for XML job feeds
 * (`<source>` with a `<job>` per posting, text in CDATA) at /jobs.xml, and a public JSON list of the
 * open postings in the manner of Greenhouse's and Lever's public job-board APIs at /jobs.json. Both
 * list exactly the jobs a guest can open (active, before their deadline), with the job page's address.
 */
import { z } from 'zod';
import type { JobDoc, JobType } from '../jobs/index.js';
import { shortDescription } from './page-head.service.js';
import { jobDescriptionHtml, jobPlace } from './structured-data.js';

/** Indeed's job types. */
const INDEED_JOB_TYPES: Record<JobType, string> = {
  full_time: 'fulltime',
  part_time: 'parttime',
  contract: 'contract',
  freelance: 'contract',
  internship: 'internship',
  remote: 'fulltime',
};

/** Characters XML 1.0 does not allow at all (control characters other than tab, newline, return). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as CDATA: a `]]>` inside is split across two sections, so no content can end it early. */
export const cdata = (text: string) => `<![CDATA[${text.replace(NOT_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

const HEADINGS = { requirements: 'Requirements', benefits: 'Benefits' };

export type FeedSite = { name: string; url: string; jobUrl: (id: string) => string };

/** A salary range as Indeed reads one: "USD 90000 - 120000 per year". */
const salaryText = (salary: NonNullable<JobDoc['salary']>) => `${salary.currency} ${salary.min} - ${salary.max} per year`;

export function renderIndeedFeed(jobs: readonly JobDoc[], site: FeedSite, now = new Date()): string {
  const items = jobs.map((job) => {
    const id = String(job._id);
    const place = jobPlace(job, undefined);
    const address = (place.jobLocation as { address?: { addressLocality?: string; addressRegion?: string; addressCountry?: string } } | undefined)?.address;
    const remote = place.jobLocationType === 'TELECOMMUTE';
    const fields: [string, string | undefined][] = [
      ['title', job.title],
      ['date', (job.postedDate ?? job.createdAt).toUTCString()],
      ['referencenumber', id],
      ['url', site.jobUrl(id)],
      ['company', job.company],
      ['city', remote ? undefined : address?.addressLocality],
      ['state', address?.addressRegion],
      ['country', remote ? ((place.applicantLocationRequirements as { name?: string } | undefined)?.name ?? undefined) : address?.addressCountry],
      ['description', jobDescriptionHtml(job, HEADINGS)],
      ['salary', job.salary ? salaryText(job.salary) : undefined],
      ['jobtype', INDEED_JOB_TYPES[job.type]],
      ['category', job.department],
      ['experience', job.experience ?? undefined],
      ['expirationdate', job.deadline?.toUTCString()],
      ['remotetype', remote ? 'Fully remote' : undefined],
    ];
    const body = fields
      .filter((field): field is [string, string] => field[1] !== undefined && field[1] !== '')
      .map(([name, value]) => `<${name}>${cdata(value)}</${name}>`)
      .join('');
    return `<job>${body}</job>`;
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    `<publisher>${cdata(site.name)}</publisher>`,
    `<publisherurl>${cdata(site.url)}</publisherurl>`,
    `<lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    ...items,
    '</source>',
    '',
  ].join('\n');
}

/** Every job type (the Indeed table names each one). */
const JOB_TYPES = Object.keys(INDEED_JOB_TYPES) as [JobType, ...JobType[]];

/** One posting of the public JSON list (Greenhouse's job-board shape: snake_case, absolute_url, location.name). */
const JobBoardPosting = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  absolute_url: z.url(),
  location: z.object({ name: z.string(), remote: z.boolean() }),
  employment_type: z.enum(JOB_TYPES),
  department: z.string(),
  level: z.string(),
  salary: z.object({ min: z.number(), max: z.number(), currency: z.string(), period: z.literal('year') }).nullable(),
  summary: z.string().meta({ description: 'The description shortened to a sentence or two, as plain text' }),
  content: z.string().meta({ description: 'The description with its requirements and benefits, as HTML' }),
  posted_at: z.iso.datetime(),
  valid_through: z.iso.datetime().nullable().meta({ description: 'The application deadline; null: none' }),
  updated_at: z.iso.datetime(),
});
export type JobBoardPosting = z.output<typeof JobBoardPosting>;

/** The answer of /jobs.json: the open postings, newest first, and how many there are. */
export const JobBoard = z.object({ jobs: z.array(JobBoardPosting), meta: z.object({ total: z.int().min(0) }) });

export function jobBoard(jobs: readonly JobDoc[], site: FeedSite): z.output<typeof JobBoard> {
  return {
    jobs: jobs.map((job) => {
      const id = String(job._id);
      return {
        id,
        title: job.title,
        company: job.company,
        absolute_url: site.jobUrl(id),
        location: { name: job.location, remote: jobPlace(job, undefined).jobLocationType === 'TELECOMMUTE' },
        employment_type: job.type,
        department: job.department,
        level: job.level,
        salary: job.salary ? { min: job.salary.min, max: job.salary.max, currency: job.salary.currency, period: 'year' } : null,
        summary: shortDescription(job.description),
        content: jobDescriptionHtml(job, HEADINGS),
        posted_at: (job.postedDate ?? job.createdAt).toISOString(),
        valid_through: job.deadline?.toISOString() ?? null,
        updated_at: job.updatedAt.toISOString(),
      };
    }),
    meta: { total: jobs.length },
  };
}
