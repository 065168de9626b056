import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCourseCard_CourseFragment } from '../../__generated__/graphql';
import { CourseManagementPage } from './CourseManagementPage';
import {
  AdminCourseEnrollmentsQuery,
  AdminCourseStatsQuery,
  AdminCoursesQuery,
  AdminCreateCourseMutation,
  AdminDeleteCourseMutation,
  AdminUpdateEnrollmentPaymentMutation,
} from './operations';
import { renderAdminScreen } from '../../app/testing/renderAdminScreen';
import { answersAlways, firstPage } from '../../app/testing/mocks';
import { i18nInLanguage } from '../../i18n/testing';

// UI wiring only: the operations' real behaviour is covered by the server's integration tests.

const course = (id: string, title: string, over: Partial<AdminCourseCard_CourseFragment> = {}) => ({
  __typename: 'Course' as const,
  id,
  title,
  description: `${title} description`,
  category: 'ai-ml',
  level: 'intermediate' as const,
  duration: '10 weeks',
  price: 449,
  discountPrice: 379,
  status: 'published' as const,
  isPublished: true,
  publishAt: null,
  unpublishAt: null,
  publishAtLocal: null,
  unpublishAtLocal: null,
  certificate: true,
  skills: ['PyTorch'],
  rating: 4.5,
  ratingCount: 2,
  enrollmentCount: 2,
  instructor: { __typename: 'Instructor' as const, name: 'Dr. Sarah Chen', title: null, bio: null },
  modules: [{ __typename: 'CourseModule' as const, id: 'm1', title: 'Tensors', lessons: [{ __typename: 'LessonOutline' as const, id: 'l1', title: 'Autograd' }] }],
  ...over,
});

const DEEP = course('c1', 'Deep Learning');

const listMock = (items: ReturnType<typeof course>[]) => answersAlways(AdminCoursesQuery, { courses: firstPage('CourseList', items, 12) }, 20);

const statsMock = answersAlways(AdminCourseStatsQuery, {
  courseStats: {
    __typename: 'CourseStats',
    total: 3,
    published: 2,
    draft: 1,
    archived: 0,
    totalEnrollments: 7,
    pendingPayments: 2,
    averageRating: 4.5,
    ratingCount: 2,
  },
});

const enrollment = (id: string, name: string, paymentStatus: 'completed' | 'pending' | 'failed') => ({
  __typename: 'Enrollment' as const,
  id,
  enrollmentDate: '2025-03-04T10:00:00.000Z',
  paymentStatus,
  paymentAmount: 379,
  paymentReference: null,
  paymentProblem: null,
  progress: 50,
  lastActivityAt: null,
  user: { __typename: 'EnrollmentUser' as const, id: `u-${id}`, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` },
});

function renderPage(mocks: MockLink.MockedResponse[], options: Parameters<typeof renderAdminScreen>[3] = {}) {
  return renderAdminScreen(<CourseManagementPage />, mocks, '/', options);
}

describe('CourseManagementPage', { timeout: 60_000 }, () => {
  it('shows 6 skeleton cards, then the stat cards and the course cards', async () => {
    renderPage([listMock([DEEP]), statsMock]);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
    const card = await screen.findByRole('article', { name: 'Deep Learning' });
    expect(within(card).getByText('Published')).toBeInTheDocument();
    expect(within(card).getByText('$379')).toBeInTheDocument();
    expect(within(card).getByText('2 enrollments')).toBeInTheDocument();
    expect(await screen.findByText('Total Enrollments')).toBeInTheDocument();
    expect(screen.getByText('2 payments pending')).toBeInTheDocument();
    expect(screen.getByText('Average Rating')).toBeInTheDocument();
  });

  it("shows 'No courses found' for an empty list", async () => {
    renderPage([listMock([]), statsMock]);
    expect(await screen.findByText('No courses found')).toBeInTheDocument();
  });

  it('asks before deleting and reports a refusal with the server’s advice to archive', async () => {
    const user = renderPage([
      listMock([DEEP]),
      statsMock,
      {
        request: { query: AdminDeleteCourseMutation, variables: { id: 'c1' } },
        result: {
          errors: [{ message: 'This course has 2 enrollments and cannot be deleted. Archive it instead.', extensions: { code: 'CONFLICT' } }],
        },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Deep Learning' });
    await user.click(within(card).getByRole('button', { name: 'Delete Deep Learning' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Course' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this course?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete course: This course has 2 enrollments and cannot be deleted. Archive it instead.'),
    ).toBeInTheDocument();
  });

  it('adds a course with the form defaults, sending active as published', async () => {
    const input = vi.fn();
    const user = renderPage([
      listMock([DEEP]),
      statsMock,
      {
        request: { query: AdminCreateCourseMutation, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          input(variables);
          return { data: { createCourse: course('c2', 'Prompting 101') } };
        },
      },
    ]);
    await screen.findByRole('article', { name: 'Deep Learning' });
    await user.click(screen.getByRole('button', { name: 'Add Course' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Course' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Programming');
    expect(within(dialog).getByRole('combobox', { name: 'Level' })).toHaveTextContent('Beginner');

    await user.click(within(dialog).getByRole('button', { name: 'Add Course' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields (Title, Description)');

    await user.click(within(dialog).getByRole('textbox', { name: /^title/i }));
    await user.paste('Prompting 101');
    await user.click(within(dialog).getByRole('textbox', { name: /^description/i }));
    await user.paste('Write prompts that work.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Course' }));
    expect(await screen.findByText('Course added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(input).toHaveBeenCalledWith({
      input: expect.objectContaining({ title: 'Prompting 101', status: 'published', category: 'programming', level: 'beginner', price: 0 }),
    });
  });

  it('lists the enrollments of a course and lets the admin mark a payment completed', async () => {
    const paid = vi.fn(() => ({ data: { updateEnrollmentPayment: { __typename: 'Enrollment', id: 'e1', paymentStatus: 'completed' } } }));
    const user = renderPage([
      listMock([DEEP]),
      statsMock,
      {
        request: { query: AdminCourseEnrollmentsQuery, variables: { courseId: 'c1', page: { pageSize: 100 } } },
        result: {
          data: {
            courseEnrollments: {
              __typename: 'EnrollmentList',
              total: 2,
              items: [enrollment('e1', 'Grace Hopper', 'pending'), enrollment('e2', 'Alan Turing', 'completed')],
            },
          },
        },
      },
      { request: { query: AdminUpdateEnrollmentPaymentMutation, variables: { id: 'e1', paymentStatus: 'completed' } }, result: paid },
    ]);
    const card = await screen.findByRole('article', { name: 'Deep Learning' });
    await user.click(within(card).getByRole('button', { name: 'Enrollments of Deep Learning' }));
    const dialog = screen.getByRole('dialog', { name: /Enrollments/ });
    expect(await within(dialog).findByText('Grace Hopper')).toBeInTheDocument();
    expect(within(dialog).getByText('grace@example.com')).toBeInTheDocument();
    // The amount shows in its column, and under the status on phones (jsdom renders both).
    expect(within(within(dialog).getByRole('row', { name: /Grace Hopper/ })).getAllByText('$379').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Mar 4, 2025').length).toBeGreaterThan(0);

    const select = within(dialog).getByRole('combobox', { name: 'Payment status of Grace Hopper' });
    expect(select).toHaveTextContent('Pending');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Completed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Payment of Grace Hopper set to Completed.');
    expect(paid).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Payment status of Grace Hopper' })).toHaveTextContent('Completed'));
  });

  it("shows 'No enrollments found' and 'Failed to load enrollment data'", async () => {
    const user = renderPage([
      listMock([DEEP, course('c2', 'Empty Course', { enrollmentCount: 0 })]),
      statsMock,
      {
        request: { query: AdminCourseEnrollmentsQuery, variables: { courseId: 'c2', page: { pageSize: 100 } } },
        result: { data: { courseEnrollments: { __typename: 'EnrollmentList', total: 0, items: [] } } },
      },
      { request: { query: AdminCourseEnrollmentsQuery, variables: { courseId: 'c1', page: { pageSize: 100 } } }, error: new Error('offline') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Enrollments of Empty Course' }));
    expect(await screen.findByText('No enrollments found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Enrollments of Deep Learning' }));
    expect(await screen.findByText('Failed to load enrollment data')).toBeInTheDocument();
  });

  it('speaks German on /de: the stat cards, the card’s actions and the refund in the enrollments', async () => {
    const user = renderPage(
      [
        listMock([DEEP]),
        statsMock,
        {
          request: { query: AdminCourseEnrollmentsQuery, variables: { courseId: 'c1', page: { pageSize: 100 } } },
          result: { data: { courseEnrollments: { __typename: 'EnrollmentList', total: 1, items: [enrollment('e2', 'Alan Turing', 'completed')] } } },
        },
      ],
      { i18n: await i18nInLanguage('de') },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kursverwaltung' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Deep Learning' });
    expect(within(card).getByText('Veröffentlicht')).toBeInTheDocument();
    expect(await screen.findByText('2 Zahlungen ausstehend')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Anmeldungen zu Deep Learning' }));
    const dialog = screen.getByRole('dialog', { name: /Anmeldungen/ });
    expect(await within(dialog).findByRole('button', { name: 'Alan Turing erstatten' })).toHaveTextContent('Erstatten');
  });
});
