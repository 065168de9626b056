import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { MyCourses } from './MyCourses';
import { MyEnrollmentsQuery, RateCourseMutation } from './operations';
import { answersAlways } from '../../app/testing/mocks';

const enrollment = (id: string, title: string, paymentStatus: 'completed' | 'pending' | 'failed', over: Record<string, unknown> = {}) => ({
  __typename: 'Enrollment' as const,
  id,
  enrollmentDate: '2025-03-04T10:00:00.000Z',
  paymentStatus,
  receiptUrl: null,
  paymentAmount: 249,
  progress: 0,
  completedModules: [] as string[],
  rating: null as number | null,
  course: {
    __typename: 'Course' as const,
    id: `c-${id}`,
    title,
    level: 'beginner' as const,
    category: 'ai-ml',
    duration: '8 weeks',
    certificate: true,
    instructor: { __typename: 'Instructor' as const, name: 'Dr. Sarah Chen' },
    modules: [
      { __typename: 'CourseModule' as const, id: `${id}-m1`, title: 'Regression' },
      { __typename: 'CourseModule' as const, id: `${id}-m2`, title: 'Classification' },
    ],
  },
  ...over,
});

const listMock = (items: ReturnType<typeof enrollment>[]) => answersAlways(MyEnrollmentsQuery, { myEnrollments: { __typename: 'EnrollmentList', items, total: items.length } });

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('MyCourses', { timeout: 30_000 }, () => {
  it('shows each course with its payment status and progress, opened in the player; a pending course stays locked', async () => {
    renderWithProviders(<MyCourses />, {
      mocks: [
        listMock([
          enrollment('e1', 'Machine Learning Fundamentals', 'completed', { progress: 50, completedModules: ['e1-m1'] }),
          enrollment('e2', 'Deep Learning', 'pending'),
        ]),
      ],
    });
    const paid = await screen.findByRole('article', { name: 'Machine Learning Fundamentals' });
    expect(within(paid).getByText('Payment completed')).toBeInTheDocument();
    expect(within(paid).getByText('1 of 2 modules · 50%')).toBeInTheDocument();
    // Progress is kept by the course player, lesson by lesson: the card only leads there.
    expect(within(paid).getByRole('link', { name: 'Continue Machine Learning Fundamentals' })).toHaveAttribute('href', '/learn/c-e1');
    expect(within(paid).queryByRole('checkbox')).not.toBeInTheDocument();

    const pending = screen.getByRole('article', { name: 'Deep Learning' });
    expect(within(pending).getByText('Payment pending')).toBeInTheDocument();
    expect(within(pending).getByText(/Your course unlocks once your payment of \$249 is confirmed/)).toBeInTheDocument();
    expect(within(pending).queryByRole('link', { name: /Continue|Start learning/ })).not.toBeInTheDocument();
    expect(within(pending).queryByText('Rate this course')).not.toBeInTheDocument();
  });

  it('rates the course once', async () => {
    const rated = vi.fn(() => ({ data: { rateCourse: { __typename: 'Enrollment', id: 'e1', rating: 4 } } }));
    renderWithProviders(<MyCourses />, {
      mocks: [
        listMock([enrollment('e1', 'Machine Learning Fundamentals', 'completed')]),
        { request: { query: RateCourseMutation, variables: { courseId: 'c-e1', rating: 4 } }, result: rated },
      ],
    });
    const u = user();
    const card = await screen.findByRole('article', { name: 'Machine Learning Fundamentals' });
    const submit = within(card).getByRole('button', { name: 'Submit rating for Machine Learning Fundamentals' });
    expect(submit).toBeDisabled();
    // jsdom has no layout, so MUI's hover tracking would misread a pointer click: pick the star directly.
    fireEvent.click(within(card).getByRole('radio', { name: '4 Stars' }));
    await u.click(submit);
    expect(await within(card).findByText('Thank you for rating this course.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Submit rating/ })).not.toBeInTheDocument();
    expect(rated).toHaveBeenCalledOnce();
  });

  it('invites a student without courses to browse the catalog', async () => {
    renderWithProviders(<MyCourses />, { mocks: [listMock([])] });
    expect(await screen.findByText('You have not enrolled in any courses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });
});
