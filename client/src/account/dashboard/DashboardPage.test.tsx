import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answersAlways } from '../../app/testing/mocks';
import { renderWithProviders, sampleUser, storeSession } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import { MyEnrollmentsQuery } from '../courses/operations';
import { DashboardPage } from './DashboardPage';

const enrollment = {
  __typename: 'Enrollment' as const,
  id: 'e1',
  enrollmentDate: '2025-03-04T10:00:00.000Z',
  paymentStatus: 'pending' as const,
  receiptUrl: null,
  paymentAmount: 1249,
  progress: 50,
  completedModules: ['m1'],
  rating: null,
  course: {
    __typename: 'Course' as const,
    id: 'c1',
    title: 'Machine Learning Fundamentals',
    level: 'beginner' as const,
    category: 'ai-ml',
    duration: '8 weeks',
    certificate: true,
    instructor: { __typename: 'Instructor' as const, name: 'Dr. Sarah Chen' },
    modules: [
      { __typename: 'CourseModule' as const, id: 'm1', title: 'Regression' },
      { __typename: 'CourseModule' as const, id: 'm2', title: 'Classification' },
    ],
  },
};

describe('DashboardPage', { timeout: 20_000 }, () => {
  it("speaks German to a student: greeting, role, shortcuts and the course card's status, progress, date and amount", async () => {
    storeSession(sampleUser({ name: 'Ada Lovelace', role: 'student' }));
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      i18n: await i18nInLanguage('de'),
      mocks: [answersAlways(MyEnrollmentsQuery, { myEnrollments: { __typename: 'EnrollmentList', items: [enrollment], total: 1 } })],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen zurück, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Teilnehmer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Weiterlernen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profil bearbeiten' })).toHaveAttribute('href', '/dashboard/profile');

    const courses = screen.getByRole('region', { name: 'Meine Kurse' });
    const card = await within(courses).findByRole('article', { name: 'Machine Learning Fundamentals' });
    expect(within(card).getByText('Zahlung ausstehend')).toBeInTheDocument();
    expect(within(card).getByText(/1 von 2 Modulen · 50\s%/)).toBeInTheDocument();
    expect(within(card).getByText(/Angemeldet am 04\.03\.2025/)).toBeInTheDocument();
    expect(within(card).getByText(/Zahlung von 1\.249\s\$ bestätigt ist/)).toBeInTheDocument();
  });
});
