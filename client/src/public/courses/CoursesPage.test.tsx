import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import { CoursesPage } from './CoursesPage';
import { CourseCatalogQuery, CoursesPageQuery } from './operations';
import { publicCourse } from './test-courses';

const COURSES = [
  publicCourse('c1', 'Machine Learning Fundamentals', 'beginner', { price: 299, discountPrice: 249, rating: 4.5, ratingCount: 2, students: 12 }),
  publicCourse('c2', 'Introduction to Generative AI', 'beginner', { price: 0, discountPrice: null }),
  publicCourse('c3', 'Deep Learning with PyTorch', 'intermediate', { price: 449, discountPrice: null }),
];

function listMock(seen: (variables: Record<string, unknown>) => void = () => {}): MockLink.MockedResponse {
  return {
    request: { query: CoursesPageQuery, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      seen(variables);
      const items = COURSES.filter((c) => !variables['level'] || c.level === variables['level']);
      return { data: { courses: { __typename: 'CourseList', items, total: items.length } } };
    },
    delay: 30,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const catalogMock: MockLink.MockedResponse = {
  request: { query: CourseCatalogQuery },
  result: {
    data: {
      courseCatalogStats: {
        __typename: 'CourseCatalogStats',
        totalCourses: 3,
        levels: [
          { __typename: 'LevelCount', level: 'beginner', count: 2 },
          { __typename: 'LevelCount', level: 'intermediate', count: 1 },
          { __typename: 'LevelCount', level: 'advanced', count: 0 },
          { __typename: 'LevelCount', level: 'expert', count: 0 },
        ],
        students: 12,
        averageRating: 4.5,
        ratingCount: 2,
        instructors: 1,
        certificateCourses: 3,
      },
      learningPathways: [
        {
          __typename: 'LearningPathway',
          id: 'ai-engineer',
          title: 'AI Engineer',
          description: 'From Python to production.',
          courseCount: 2,
          levels: ['beginner', 'intermediate'],
          courses: [
            { __typename: 'Course', id: 'c1', title: 'Machine Learning Fundamentals', level: 'beginner' },
            { __typename: 'Course', id: 'c3', title: 'Deep Learning with PyTorch', level: 'intermediate' },
          ],
        },
        { __typename: 'LearningPathway', id: 'data-scientist', title: 'Data Scientist', description: 'Data.', courseCount: 0, levels: [], courses: [] },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('CoursesPage', { timeout: 30_000 }, () => {
  it('shows 6 placeholders, then the courses from the server with dollar prices', async () => {
    renderWithProviders(<CoursesPage />, { route: '/courses', mocks: [listMock(), catalogMock] });
    expect(screen.getAllByTestId('course-skeleton')).toHaveLength(6);

    const card = await screen.findByRole('article', { name: 'Machine Learning Fundamentals' });
    expect(screen.queryByTestId('course-skeleton')).not.toBeInTheDocument();
    expect(within(card).getByText('$249')).toBeInTheDocument();
    expect(within(card).getByText('$299')).toBeInTheDocument();
    expect(within(card).getByText('4.5 (2 ratings)')).toBeInTheDocument();
    expect(within(card).getByText('12 students')).toBeInTheDocument();
    expect(within(card).getByText('+1 more')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View course: Machine Learning Fundamentals' })).toHaveAttribute('href', '/courses/c1');
    expect(within(screen.getByRole('article', { name: 'Introduction to Generative AI' })).getByText('Free')).toBeInTheDocument();
  });

  it('counts the levels from the published catalog and filters on the server', async () => {
    const seen = vi.fn();
    renderWithProviders(<CoursesPage />, { route: '/courses', mocks: [listMock(seen), catalogMock] });
    const filter = await screen.findByRole('group', { name: 'Filter courses by level' });
    const beginner = await within(filter).findByRole('button', { name: /Beginner/ });
    await within(filter).findByText('3');
    expect(beginner).toHaveTextContent('Beginner2');
    expect(within(filter).getByRole('button', { name: /All Levels/ })).toHaveAttribute('aria-pressed', 'true');
    // Expert is offered only when the catalog has expert courses.
    expect(within(filter).queryByRole('button', { name: /Expert/ })).not.toBeInTheDocument();

    await screen.findByRole('article', { name: 'Deep Learning with PyTorch' });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(beginner);
    expect(beginner).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/courses?level=beginner');
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Deep Learning with PyTorch' })).not.toBeInTheDocument());
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ level: 'beginner' }));
  });

  it('shows the learning pathways and the statistics computed by the server', async () => {
    renderWithProviders(<CoursesPage />, { route: '/courses', mocks: [listMock(), catalogMock] });
    const pathway = await screen.findByRole('article', { name: 'AI Engineer' });
    expect(within(pathway).getByText('2 courses · Beginner to Intermediate')).toBeInTheDocument();
    expect(within(pathway).getByRole('link', { name: 'Deep Learning with PyTorch' })).toHaveAttribute('href', '/courses/c3');
    expect(within(screen.getByRole('article', { name: 'Data Scientist' })).getByText('Courses for this pathway are being prepared.')).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Course statistics' });
    expect(within(stats).getByText('Learners enrolled').parentElement).toHaveTextContent('12');
    expect(within(stats).getByText('4.5/5')).toBeInTheDocument();
    expect(within(stats).getByText('Average rating')).toBeInTheDocument();
  });

  it('speaks German: levels, prices in German notation, free courses, plurals and the figures written the German way', async () => {
    renderWithProviders(<CoursesPage />, { route: '/courses', i18n: await i18nInLanguage('de'), mocks: [listMock(), catalogMock] });
    expect(screen.getByRole('heading', { level: 1, name: 'Lernen Sie KI von Praktikern' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Machine Learning Fundamentals' });
    expect(within(card).getByText(/^249\s\$$/)).toBeInTheDocument();
    expect(within(card).getByText('4,5 (2 Bewertungen)')).toBeInTheDocument();
    expect(within(card).getByText('12 Teilnehmer')).toBeInTheDocument();
    expect(within(card).getByText('2 Module')).toBeInTheDocument();
    expect(within(card).getByText('Einsteiger')).toBeInTheDocument();
    expect(within(card).getByText('KI & maschinelles Lernen')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Kurs ansehen: Machine Learning Fundamentals' })).toHaveAttribute('href', '/courses/c1');
    expect(within(screen.getByRole('article', { name: 'Introduction to Generative AI' })).getByText('Kostenlos')).toBeInTheDocument();

    const filter = screen.getByRole('group', { name: 'Kurse nach Niveau filtern' });
    expect(within(filter).getByRole('button', { name: /Alle Niveaus/ })).toHaveAttribute('aria-pressed', 'true');

    const pathway = await screen.findByRole('article', { name: 'AI Engineer' });
    expect(within(pathway).getByText('2 Kurse · Einsteiger bis Mittelstufe')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Kurse in Zahlen' });
    expect(within(stats).getByText('4,5/5')).toBeInTheDocument();
    expect(within(stats).getByText('Erfahrener Dozent')).toBeInTheDocument();
  });
});
