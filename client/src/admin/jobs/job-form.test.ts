import { describe, expect, it } from 'vitest';
import type { AdminJobCard_JobFragment } from '../../__generated__/graphql';
import { emptyJobForm, jobToForm, missingRequiredJobFields, toJobInput } from './job-form';

const job: AdminJobCard_JobFragment = {
  id: 'j1',
  title: 'Data Engineer',
  company: 'AI Solutions',
  location: 'Remote',
  type: 'contract',
  level: 'senior',
  department: 'engineering',
  salary: { min: 80_000, max: 120_000, currency: 'EUR' },
  experience: '3+ years',
  description: 'Pipelines.',
  requirements: ['SQL', 'Python'],
  benefits: ['Remote'],
  status: 'paused',
  isActive: false,
  views: 3,
  applications: 1,
  postedDate: '2026-11-01T10:00:00.000Z',
  deadline: '2026-12-31T23:59:59.999Z',
  publishAt: null,
  unpublishAt: '2027-01-15T17:00:00.000Z',
  publishAtLocal: null,
  unpublishAtLocal: '2027-01-15T09:00',
  translations: null,
};

describe('the Post Job form', () => {
  it('starts with the spec defaults: full-time, mid level, active', () => {
    expect(emptyJobForm()).toMatchObject({ type: 'full_time', level: 'mid', status: 'active', salary: '', deadline: '' });
  });

  it('edits a job as text the server reads back to the same values', () => {
    const form = jobToForm(job);
    expect(form).toMatchObject({ salary: '80,000 - 120,000 EUR', requirements: 'SQL\nPython', deadline: '2026-12-31' });
    expect(toJobInput({ ...form, requirements: 'SQL\n\n  Python \n' })).toMatchObject({
      salary: '80,000 - 120,000 EUR',
      requirements: ['SQL', 'Python'],
      benefits: ['Remote'],
      deadline: '2026-12-31T23:59:59.999Z',
      status: 'paused',
    });
    expect(toJobInput({ ...form, deadline: '' }).deadline).toBeNull();
  });

  it('edits the schedule as the site-time wall clock the server reads back', () => {
    const form = jobToForm(job);
    expect(form).toMatchObject({ publishAt: '', unpublishAt: '2027-01-15T09:00' });
    expect(toJobInput(form)).toMatchObject({ publishAt: null, unpublishAt: '2027-01-15T09:00' });
  });

  it('names the missing required fields', () => {
    expect(missingRequiredJobFields({ ...emptyJobForm(), company: ' ', title: 'x' })).toEqual(['company', 'location', 'description']);
  });
});
