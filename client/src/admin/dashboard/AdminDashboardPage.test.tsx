import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testI18n } from '../../i18n/testing';
import { AdminDashboardPage } from './AdminDashboardPage';
import { formatChange, formatRevenueK, formatUptime } from './dashboard-format';
import { AdminDashboardQuery } from './operations';

// UI wiring only: the figures themselves are computed and tested on the server.

const stats = (over: Record<string, unknown> = {}) => ({
  __typename: 'DashboardStats',
  totalUsers: 2400,
  newUsersThisMonth: 37,
  totalCourses: 45,
  completedCourses: 312,
  activeJobs: 23,
  pendingApplications: 58,
  totalRevenue: 125000,
  revenueChangePercent: 12,
  ...over,
});

function dashboardMock(over: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: { query: AdminDashboardQuery, variables: { recent: 5 } },
    result: {
      data: {
        dashboardStats: stats(over),
        recentActivity: [
          {
            __typename: 'ActivityEntry',
            id: 'a1',
            at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
            actorName: 'Ana Ruiz',
            actorRole: 'student',
            action: 'create',
            entityType: 'application',
            entityId: 'p1',
            summary: 'Ana Ruiz applied for ML Engineer',
            status: 'pending',
            link: '/admin/jobs/j1/applications',
            sample: false,
            changes: [],
          },
        ],
        systemStatus: { __typename: 'SystemStatus', uptimeSeconds: 93_784, version: '1.0.0', databaseReachable: true, databaseKind: 'embedded', databaseVersion: '8.0.0', lastBackupAt: null },
        serviceStats: { __typename: 'ServiceStats', total: 5, active: 4, totalClients: 12, averageRating: 4.8 },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('Admin Dashboard', { timeout: 30_000 }, () => {
  it('shows 4 stat-card skeletons and 5 activity rows while loading, then the real figures', async () => {
    renderWithProviders(<AdminDashboardPage />, { mocks: [dashboardMock()] });
    expect(screen.getAllByTestId('stat-card-skeleton').length).toBeGreaterThanOrEqual(4);
    expect(within(screen.getByLabelText('Loading recent activity')).getAllByText('', { selector: '.MuiSkeleton-root' })).toHaveLength(5);

    expect(await screen.findByText('2,400')).toBeInTheDocument();
    expect(screen.getByText('+37 this month')).toBeInTheDocument();
    expect(screen.getByText('312 completions')).toBeInTheDocument();
    expect(screen.getByText('58 pending applications')).toBeInTheDocument();
    expect(screen.getByText('$125K')).toBeInTheDocument();
    expect(screen.getByText('+12% from last month')).toBeInTheDocument();

    const activity = screen.getByRole('link', { name: 'Ana Ruiz applied for ML Engineer' });
    expect(activity).toHaveAttribute('href', '/admin/jobs/j1/applications');
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/admin/activity');

    expect(screen.getByText('Embedded store 8.0.0')).toBeInTheDocument();
    expect(screen.getByText('v1.0.0 · up 1 day 2 hours')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
  });

  it('shows "—" for the revenue change when last month earned nothing', async () => {
    renderWithProviders(<AdminDashboardPage />, { mocks: [dashboardMock({ revenueChangePercent: null, totalRevenue: 350 })] });
    expect(await screen.findByText('$0.4K')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('Quick Add opens the chosen page with its Add dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboardPage />, { route: '/admin', mocks: [dashboardMock()] });
    await user.click(screen.getByRole('button', { name: 'Quick Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Quick Add' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Service', 'Course', 'Job', 'User', 'Contact Info']);
    await user.click(within(dialog).getByRole('button', { name: 'Contact Info' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/contact?tab=info&add=1');
  });
});

describe('dashboard formats', () => {
  it('writes revenue in thousands, changes with their sign, uptime in words', () => {
    expect(formatRevenueK(125000, testI18n)).toBe('$125K');
    expect(formatRevenueK(1250, testI18n)).toBe('$1.3K');
    expect(formatChange(-5, 'last month', testI18n)).toBe('-5% from last month');
    expect(formatChange(0, 'last month', testI18n)).toBe('0% from last month');
    expect(formatChange(null, 'last month', testI18n)).toBe('—');
    expect(formatUptime(59, testI18n)).toBe('0 minutes');
    expect(formatUptime(3_660, testI18n)).toBe('1 hour 1 minute');
  });
});
