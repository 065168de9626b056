import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { InMemoryCache } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { RENDERED_AT_ATTRIBUTE, SSR_STATE_ID } from '../../app/ssr-state';
import { CurrentUserQuery } from '../../app/auth/operations';
import type { SessionUser } from '../../app/auth/session';
import { renderWithProviders, sampleUser, serverUser, storeSession } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import { CourseDetailsPage } from './CourseDetailsPage';
import { leaveForCheckout } from './StudentEnroll';
import { CourseDetailsQuery, EnrollInCourseMutation, PaymentMethodQuery, StartCheckoutMutation } from './details-operations';

type Enrollment = { paymentStatus: 'completed' | 'pending' | 'failed'; paymentAmount: number; progress: number } | null;

function details(myEnrollment: Enrollment = null, over: Record<string, unknown> = {}) {
  return {
    __typename: 'Course' as const,
    id: 'c1',
    title: 'Deep Learning with PyTorch',
    description: 'Build and train neural networks.',
    category: 'ai-ml',
    level: 'intermediate' as const,
    duration: '10 weeks',
    price: 449,
    discountPrice: 379,
    status: 'published' as const,
    rating: 4.8,
    ratingCount: 5,
    students: 120,
    certificate: true,
    skills: ['PyTorch', 'CNNs'],
    instructor: { __typename: 'Instructor' as const, name: 'Dr. Sarah Chen', title: 'Principal ML Engineer', bio: 'Fifteen years of applied ML.' },
    modules: [
      { __typename: 'CourseModule' as const, id: 'm1', title: 'Tensors and autograd', lessons: [{ __typename: 'LessonOutline' as const, id: 'l1', title: 'Tensors', preview: true }, { __typename: 'LessonOutline' as const, id: 'l2', title: 'Autograd', preview: false }] },
      { __typename: 'CourseModule' as const, id: 'm2', title: 'Convolutional networks', lessons: [{ __typename: 'LessonOutline' as const, id: 'l3', title: 'Convolutions', preview: false }] },
    ],
    myEnrollment: myEnrollment && { __typename: 'Enrollment' as const, id: 'e1', receiptUrl: null, ...myEnrollment },
    ...over,
  };
}

function detailsMock(course: ReturnType<typeof details> | null, id = 'c1'): MockLink.MockedResponse {
  return { request: { query: CourseDetailsQuery, variables: { id } }, result: { data: { course } } };
}

/** A stored session, and the server's answer when the app checks it at start-up. */
function signIn(role: SessionUser['role']): MockLink.MockedResponse {
  const user = sampleUser({ role });
  storeSession(user);
  return { request: { query: CurrentUserQuery }, result: { data: { me: serverUser(user) } } };
}

function renderAt(path: string, mocks: MockLink.MockedResponse[], cache?: InMemoryCache) {
  renderWithProviders(
    <Routes>
      <Route path="/courses/:id" element={<CourseDetailsPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: path, mocks, ...(cache ? { cache } : {}) },
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('CourseDetailsPage', { timeout: 30_000 }, () => {
  it('shows the description, modules, instructor, skills, facts and the discounted price', async () => {
    renderAt('/courses/c1', [detailsMock(details())]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Learning with PyTorch' })).toBeInTheDocument();
    expect(screen.getByText('Build and train neural networks.')).toBeInTheDocument();
    expect(screen.getByText('Tensors and autograd')).toBeInTheDocument();
    expect(screen.getByText('Autograd')).toBeInTheDocument();
    expect(screen.getByText('Dr. Sarah Chen')).toBeInTheDocument();
    expect(screen.getByText('Principal ML Engineer')).toBeInTheDocument();
    expect(screen.getByText('CNNs')).toBeInTheDocument();
    expect(screen.getByText('4.8 (5 ratings)')).toBeInTheDocument();
    expect(screen.getByText('120 students')).toBeInTheDocument();
    expect(screen.getByText('10 weeks')).toBeInTheDocument();
    expect(screen.getAllByText('Certificate of completion').length).toBeGreaterThan(0);
    const aside = screen.getByRole('complementary', { name: 'Enrollment' });
    expect(within(aside).getByText('$379')).toBeInTheDocument();
    expect(within(aside).getByText('$449')).toBeInTheDocument();
    expect(within(aside).getByText('Save 16%')).toBeInTheDocument();
  });

  it('shows a signed-in student their enrollment on a page the server rendered for a guest', async () => {
    // The server never sees the browser's stored session: its page, and the data it hands over,
    // are a guest's (not enrolled).
    const ssrState = document.createElement('script');
    ssrState.type = 'application/json';
    ssrState.id = SSR_STATE_ID;
    ssrState.setAttribute(RENDERED_AT_ATTRIBUTE, String(Date.now()));
    document.body.append(ssrState);
    try {
      const cache = new InMemoryCache();
      cache.writeQuery({ query: CourseDetailsQuery, variables: { id: 'c1' }, data: { course: details(null) } });
      renderAt('/courses/c1', [signIn('student'), detailsMock(details({ paymentStatus: 'completed', paymentAmount: 379, progress: 40 })), { request: { query: PaymentMethodQuery }, result: { data: { paymentMethod: 'manual' } } }], cache);
      const aside = screen.getByRole('complementary', { name: 'Enrollment' });
      expect(await within(aside).findByText(/Enrolled/)).toBeInTheDocument();
      expect(within(aside).queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
    } finally {
      ssrState.remove();
    }
  });

  it('sends a guest to the student login and back to this course', async () => {
    const user = renderAt('/courses/c1', [detailsMock(details())]);
    await user.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?role=student&redirect=/courses/c1');
  });

  it('enrolls a signed-in student, who then sees Enrolled and the pending payment', async () => {
    const me = signIn('student');
    const enrolled = vi.fn(() => ({
      data: {
        enrollInCourse: {
          __typename: 'Enrollment',
          id: 'e1',
          paymentStatus: 'pending',
          paymentAmount: 379,
          receiptUrl: null,
          progress: 0,
          course: { __typename: 'Course', id: 'c1', students: 1, myEnrollment: { __typename: 'Enrollment', id: 'e1' } },
        },
      },
    }));
    const user = renderAt('/courses/c1', [
      me,
      detailsMock(details()),
      // No course query follows: the enrollment's answer updates the page.
      { request: { query: EnrollInCourseMutation, variables: { courseId: 'c1' } }, result: enrolled },
      { request: { query: PaymentMethodQuery }, result: { data: { paymentMethod: 'manual' } }, maxUsageCount: 5 },
    ]);
    expect(await screen.findByText(/You pay \$379/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enroll Now' }));
    expect(await screen.findByText('Enrolled')).toBeInTheDocument();
    expect(screen.getByText(/Payment pending: \$379/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Courses' })).toHaveAttribute('href', '/dashboard');
    expect(enrolled).toHaveBeenCalledOnce();
  });

  it('sends a student to Stripe Checkout when the site takes card payments', async () => {
    const assign = vi.spyOn(leaveForCheckout, 'go').mockImplementation(() => undefined);
    const started = vi.fn(() => ({
      data: {
        startCheckout: {
          __typename: 'Checkout',
          url: 'https://checkout.stripe.test/c/pay/cs_1',
          manual: null,
          enrollment: {
            __typename: 'Enrollment',
            id: 'e1',
            paymentStatus: 'pending',
            paymentAmount: 379,
            receiptUrl: null,
            progress: 0,
            course: { __typename: 'Course', id: 'c1', students: 1, myEnrollment: { __typename: 'Enrollment', id: 'e1' } },
          },
        },
      },
    }));
    const user = renderAt('/courses/c1', [
      signIn('student'),
      detailsMock(details()),
      { request: { query: PaymentMethodQuery }, result: { data: { paymentMethod: 'stripe' } }, maxUsageCount: 5 },
      { request: { query: StartCheckoutMutation, variables: { courseId: 'c1' } }, result: started },
    ]);
    expect(await screen.findByText(/by card on Stripe's secure checkout/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay and start learning' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    assign.mockRestore();
  });

  it('shows an enrolled student their progress instead of the Enroll button', async () => {
    renderAt('/courses/c1', [signIn('student'), detailsMock(details({ paymentStatus: 'completed', paymentAmount: 379, progress: 50 }))]);
    expect(await screen.findByText('Enrolled')).toBeInTheDocument();
    expect(screen.getByText('50% complete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue learning' })).toHaveAttribute('href', '/learn/c1');
  });

  it('links a free preview lesson to the course player, and only that one', async () => {
    renderAt('/courses/c1', [detailsMock(details())]);
    expect(await screen.findByRole('link', { name: 'Tensors' })).toHaveAttribute('href', '/learn/c1/l1');
    expect(screen.getByText('Free preview')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Autograd' })).not.toBeInTheDocument();
  });

  it('tells an applicant that courses are for student accounts', async () => {
    renderAt('/courses/c1', [signIn('applicant'), detailsMock(details(null, { price: 0, discountPrice: null }))]);
    expect(await screen.findByRole('button', { name: 'Enroll for Free' })).toBeDisabled();
    expect(screen.getByText('Courses are for student accounts. Sign in with a student account to enroll.')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown course', async () => {
    renderAt('/courses/nope', [detailsMock(null, 'nope')]);
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });

  it('speaks German: the facts with their plurals, the prices and the saving in German notation, and the enrolled student\'s progress', async () => {
    storeSession(sampleUser({ role: 'student' }));
    renderWithProviders(
      <Routes>
        <Route path="/courses/:id" element={<CourseDetailsPage />} />
      </Routes>,
      {
        route: '/courses/c1',
        i18n: await i18nInLanguage('de'),
        mocks: [
          { request: { query: CurrentUserQuery }, result: { data: { me: serverUser(sampleUser({ role: 'student' })) } } },
          detailsMock(details({ paymentStatus: 'pending', paymentAmount: 379, progress: 0 })),
        ],
      },
    );
    expect(await screen.findByRole('heading', { name: 'Kursinhalt' })).toBeInTheDocument();
    expect(screen.getByText('4,8 (5 Bewertungen)')).toBeInTheDocument();
    expect(screen.getByText('2 Module · 3 Lektionen')).toBeInTheDocument();
    expect(screen.getByText('1 Lektion')).toBeInTheDocument();

    const aside = screen.getByRole('complementary', { name: 'Anmeldung' });
    expect(within(aside).getByText(/^379\s\$$/)).toBeInTheDocument();
    expect(within(aside).getByText(/^Sie sparen 16\s%$/)).toBeInTheDocument();
    expect(within(aside).getByText('Angemeldet')).toBeInTheDocument();
    expect(within(aside).getByText(/^Zahlung ausstehend: 379\s\$\./)).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'Zu meinen Kursen' })).toHaveAttribute('href', '/dashboard');
  });
});
