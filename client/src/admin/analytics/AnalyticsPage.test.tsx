import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { AnalyticsPage } from './AnalyticsPage';
import { CONVERSION_DEFINITION, stepRate } from './analytics-model';
import { formattersFor } from '../../components/format/formatters';
import { testI18n } from '../../i18n/testing';
import { MyExportSettingsQuery } from '../data-transfer/operations';
import { AnalyticsQuery } from './operations';

// UI wiring only: the figures are computed and tested on the server.

const m = (value: number, previous: number, changePercent: number | null) => ({ __typename: 'AnalyticsMetric' as const, value, previous, changePercent });

function analytics(period: string, totalUsers: number) {
  return {
    __typename: 'Analytics',
    period,
    start: '2026-03-04T00:00:00.000Z',
    end: '2026-03-11T00:00:00.000Z',
    timezone: 'UTC',
    totalUsers: m(totalUsers, 2000, 20),
    activeUsers: m(1890, 1750, 8),
    totalRevenue: m(125000, 0, null),
    conversionRate: m(12.5, 12.8, -2),
    userGrowth: [{ __typename: 'AnalyticsBucket', label: 'Mar 4', start: '2026-03-04T00:00:00.000Z', value: 3 }],
    revenue: [{ __typename: 'AnalyticsBucket', label: 'Mar 4', start: '2026-03-04T00:00:00.000Z', value: 100 }],
    topCourses: [{ __typename: 'TopCourse', courseId: 'c1', title: 'Intro to ML', enrollments: 40 }],
    topJobs: [{ __typename: 'TopJob', jobId: 'j1', title: 'ML Engineer', applications: 12 }],
    jobFunnels: [{ __typename: 'JobFunnel', jobId: 'j1', title: 'ML Engineer', views: 200, applications: 12, interviewing: 6, offered: 2, hired: 1 }],
    courseFunnels: [{ __typename: 'CourseFunnel', courseId: 'c1', title: 'Intro to ML', enrollments: 40, paid: 30, completed: 10 }],
  };
}

const mock = (period: string, totalUsers: number): MockLink.MockedResponse => ({
  request: { query: AnalyticsQuery, variables: { period } },
  result: { data: { analytics: analytics(period, totalUsers) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('Analytics Dashboard', { timeout: 30_000 }, () => {
  it('shows 4 skeleton cards and "Loading analytics data...", then the period’s figures with trends against the last period', async () => {
    renderWithProviders(<AnalyticsPage />, { mocks: [mock('30d', 2400)] });
    expect(screen.getAllByTestId('stat-card-skeleton')).toHaveLength(4);
    expect(screen.getByText('Loading analytics data...')).toBeInTheDocument();
    expect(await screen.findByText('2,400')).toBeInTheDocument();
    expect(screen.getByText('+20% from last period')).toBeInTheDocument();
    expect(screen.getByText('$125K')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('12.5%')).toBeInTheDocument();
    expect(screen.getByText('-2% from last period')).toBeInTheDocument();
    expect(screen.getByText('40 enrollments')).toBeInTheDocument();
    const jobs = screen.getByRole('table', { name: 'Job Funnels' });
    expect(within(jobs).getByText('6% of views')).toBeInTheDocument();
    expect(within(jobs).getByText('33% of interviewing')).toBeInTheDocument();
    expect(within(jobs).getByText('50% of offered')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Course Funnels' })).getByText('75% of enrollments')).toBeInTheDocument();
  });

  it('defines conversion on keyboard focus and follows the period selector', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsPage />, { mocks: [mock('30d', 2400), mock('7d', 2100)] });
    await screen.findByText('2,400');
    const card = screen.getByText('Conversion Rate').closest('[tabindex="0"]');
    if (!(card instanceof HTMLElement)) throw new Error('the conversion card is not focusable');
    act(() => card.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(testI18n._(CONVERSION_DEFINITION));
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'Last 7 days' }));
    expect(await screen.findByText('2,100')).toBeInTheDocument();
  });
});

describe('analytics export and rates', () => {
  it('Export opens Export Settings for the report of the period shown (built on the server)', async () => {
    const user = userEvent.setup();
    const settings: MockLink.MockedResponse = { request: { query: MyExportSettingsQuery }, result: { data: { myExportSettings: null } } };
    renderWithProviders(<AnalyticsPage />, { mocks: [mock('30d', 2400), settings] });
    await screen.findByText('2,400');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Settings' });
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: 'Format' })).toHaveTextContent('JSON');
  });

  it('step rates', () => {
    expect(stepRate(formattersFor(testI18n), 1, 3)).toBe('33%');
    expect(stepRate(formattersFor(testI18n), 1, 0)).toBe('—');
  });
});
