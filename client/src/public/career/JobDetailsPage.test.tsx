import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserQuery } from '../../app/auth/operations';
import { renderWithProviders, sampleUser, serverUser, storeSession } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import type { SessionUser } from '../../app/auth/session';
import { JobDetailsPage } from './JobDetailsPage';
import { JobDetailsQuery, MyJobApplicationQuery, RecordJobViewMutation } from './job-operations';
import { publicJob } from './test-data';

const JOB = {
  ...publicJob(),
  description: 'Design, train and ship ML systems.',
  requirements: ['5+ years building ML systems', 'Strong Python'],
  benefits: ['Equity package'],
  status: 'active' as const,
  isActive: true,
};

const jobMock = (job: typeof JOB | null): MockLink.MockedResponse => ({
  request: { query: JobDetailsQuery, variables: { id: JOB.id } },
  result: { data: { job } },
});

const viewMock = (onView = vi.fn()): MockLink.MockedResponse => ({
  request: { query: RecordJobViewMutation, variables: { id: JOB.id } },
  result: () => {
    onView();
    return { data: { recordJobView: true } };
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function myApplicationMock(application: { status: 'submitted' } | null): MockLink.MockedResponse {
  return {
    request: { query: MyJobApplicationQuery, variables: { jobId: JOB.id } },
    result: {
      data: {
        myApplication: application && { __typename: 'Application', id: 'app1', status: application.status, createdAt: '2026-11-20T10:00:00.000Z' },
      },
    },
  };
}

function signIn(user: Partial<SessionUser>): MockLink.MockedResponse[] {
  storeSession(sampleUser(user));
  return [{ request: { query: CurrentUserQuery }, result: { data: { me: serverUser(user) } } }];
}

function renderPage(mocks: MockLink.MockedResponse[], i18n?: Awaited<ReturnType<typeof i18nInLanguage>>) {
  return renderWithProviders(
    <Routes>
      <Route path="/career/:id" element={<JobDetailsPage />} />
    </Routes>,
    { route: `/career/${JOB.id}`, mocks, ...(i18n ? { i18n } : {}) },
  );
}

/** The browser's XMLHttpRequest, driven by the test: the upload helper's transport. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('JobDetailsPage', { timeout: 30_000 }, () => {
  it('shows everything about the job to a guest, counts the view, and sends them to sign in as a candidate', async () => {
    const onView = vi.fn();
    renderPage([jobMock(JOB), viewMock(onView)]);
    expect(await screen.findByRole('heading', { level: 1, name: JOB.title })).toBeInTheDocument();
    expect(screen.getByText('Design, train and ship ML systems.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Requirements' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Equity package')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', `/login?role=applicant&redirect=/career/${JOB.id}`);
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
      'href',
      '/contact?subject=Job%20Application%3A%20Senior%20Machine%20Learning%20Engineer',
    );
    await vi.waitFor(() => expect(onView).toHaveBeenCalledTimes(1));
  });

  it('says so when the job is not found (or no longer open)', async () => {
    renderPage([jobMock(null), viewMock()]);
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Career' })).toHaveAttribute('href', '/career');
  });

  it('tells a student that applying needs a candidate account', async () => {
    renderPage([...signIn({ role: 'student' }), jobMock(JOB), viewMock()]);
    expect(await screen.findByText(/Job applications need a candidate account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  it('lets a candidate apply with a résumé, showing the upload progress, then "Applied" with the status', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderPage([
      ...signIn({ role: 'applicant', phone: '+1 415 555 0100' }),
      jobMock(JOB),
      viewMock(),
      myApplicationMock(null),
      myApplicationMock({ status: 'submitted' }),
    ]);
    // As a user who switched the file chooser to "All files".
    const user = userEvent.setup({ applyAccept: false });
    const submit = await screen.findByRole('button', { name: 'Submit Application' });
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('+1 415 555 0100');

    await user.click(submit);
    expect(await screen.findByText('Résumé is required: attach a PDF, DOC or DOCX file')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Résumé'), new File(['%PDF-1.4'], 'cv.png', { type: 'image/png' }));
    await user.click(submit);
    expect(screen.getByText('Résumé must be a PDF, DOC or DOCX file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove résumé' }));
    await user.upload(screen.getByLabelText('Résumé'), new File(['%PDF-1.4'], 'Jane CV.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByLabelText('Cover Letter'));
    await user.paste('I build ML systems.');
    await user.click(submit);

    const request = FakeXhr.last;
    if (!request) throw new Error('no upload started');
    expect(request.url).toBe(`/api/jobs/${JOB.id}/applications`);
    expect(request.headers['Authorization']).toBe('Bearer stored-token');
    expect(request.body?.get('phone')).toBe('+1 415 555 0100');
    expect(request.body?.get('coverLetter')).toBe('I build ML systems.');
    expect((request.body?.get('resume') as File).name).toBe('Jane CV.pdf');

    act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();
    act(() => request.respond(201, { data: { id: 'app1', status: 'submitted' } }));

    expect(await screen.findByText('Applied')).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(screen.getByText('Application submitted! We have e-mailed you a confirmation.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my applications' })).toHaveAttribute('href', '/dashboard');
  });

  it('puts a résumé refused by the server under the file field', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderPage([...signIn({ role: 'applicant', phone: '4155550100' }), jobMock(JOB), viewMock(), myApplicationMock(null)]);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Résumé'), new File(['not really'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    act(() => FakeXhr.last?.respond(400, { message: 'Résumé must be a PDF, DOC or DOCX file', errors: { resume: 'Résumé must be a PDF, DOC or DOCX file' } }));
    expect(await screen.findByText('Résumé must be a PDF, DOC or DOCX file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('speaks German: the sections, the deadline as a German date, the apply panel and the résumé rules', async () => {
    const job = { ...JOB, deadline: '2026-12-31T23:59:59.000Z' };
    renderPage(
      [
        ...signIn({ role: 'applicant', phone: '+49 30 1234567' }),
        { request: { query: JobDetailsQuery, variables: { id: JOB.id } }, result: { data: { job } } },
        viewMock(),
        myApplicationMock(null),
      ],
      await i18nInLanguage('de'),
    );
    expect(await screen.findByRole('heading', { name: 'Über die Stelle' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Anforderungen' })).toBeInTheDocument();
    expect(screen.getByText('Bewerbung bis 31. Dez. 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frage stellen' })).toHaveAttribute('href', '/contact?subject=Bewerbung%3A%20Senior%20Machine%20Learning%20Engineer');

    const submit = await screen.findByRole('button', { name: 'Bewerbung absenden' });
    await userEvent.click(submit);
    expect(await screen.findByText('Ein Lebenslauf ist erforderlich: Hängen Sie eine PDF-, DOC- oder DOCX-Datei an')).toBeInTheDocument();
    expect(screen.getByText('Lebenslauf *')).toBeInTheDocument();
  });
});
