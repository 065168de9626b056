/**
 * The site's public reads outside /api, as the OpenAPI document describes them (rest/openapi.ts):
 * the job feeds for aggregators and a page's head for the browser after a navigation.
 */
import type { SitePathDoc } from '../../rest/openapi.js';
import { JobBoard } from './job-feeds.js';
import { PageHeadAnswer, PageHeadQuery } from './page-head.routes.js';

const NOT_MODIFIED = { description: 'Not modified: the ETag sent in If-None-Match is still current' };

export const seoSitePaths: SitePathDoc[] = [
  {
    path: '/jobs.xml',
    summary: 'The open jobs as an XML feed for job aggregators',
    description:
      "In the shape Indeed documents for XML job feeds: a `<source>` with a `<job>` per open posting (active, before its deadline): title, date, referencenumber, url, company, city, state, country, description (HTML), salary, jobtype, category, experience, expirationdate, remotetype, each in CDATA. Sent with an ETag; a change to any job updates it at once.",
    responses: {
      200: {
        description: 'The feed',
        contentType: 'application/xml',
        example:
          '<?xml version="1.0" encoding="utf-8"?>\n<source>\n<publisher><![CDATA[AI Solutions]]></publisher>\n<publisherurl><![CDATA[https://www.example.com]]></publisherurl>\n<lastBuildDate>Mon, 02 Nov 2026 09:00:00 GMT</lastBuildDate>\n<job><title><![CDATA[ML Engineer]]></title><referencenumber><![CDATA[665f1c2b8e4a3b0012345678]]></referencenumber><url><![CDATA[https://www.example.com/career/665f1c2b8e4a3b0012345678]]></url>…</job>\n</source>\n',
      },
      304: NOT_MODIFIED,
    },
  },
  {
    path: '/jobs.json',
    summary: 'The open jobs as a public JSON job board',
    description:
      "The open postings (active, before their deadline), newest first, in the manner of Greenhouse's and Lever's public job-board APIs: snake_case fields, each posting's `absolute_url` on this site. Sent with an ETag; a change to any job updates it at once.",
    responses: { 200: { description: 'The open postings', contentType: 'application/json', schema: JobBoard }, 304: NOT_MODIFIED },
  },
  {
    path: '/page-head',
    summary: "A public page's title, description and head tags",
    description:
      'What the server puts in the `<head>` of the page at `path` (with its language prefix, such as `/de/courses/{id}`): its title and description in that language, and the canonical, language alternates, share card and JSON-LD tags as HTML. The browser asks for it after a navigation inside the app, so the head matches what a crawler gets.',
    query: PageHeadQuery,
    responses: {
      200: { description: 'The head of the page (of a not-found page for an unknown address)', contentType: 'application/json', schema: PageHeadAnswer },
      400: { description: '`path` is missing or does not start with /', contentType: 'application/json', schema: 'Error' },
    },
  },
] satisfies SitePathDoc[];
