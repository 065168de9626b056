import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import { CareerPage } from './CareerPage';
import { CareerJobsQuery, CareerStatsQuery } from './operations';
import { publicJob } from './test-data';

const statsMock: MockLink.MockedResponse = {
  request: { query: CareerStatsQuery },
  result: {
    data: {
      careerStats: {
        __typename: 'CareerStats',
        openPositions: 2,
        departments: 2,
        byDepartment: [
          { __typename: 'DepartmentCount', department: 'engineering', count: 1 },
          { __typename: 'DepartmentCount', department: 'research', count: 1 },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function jobsMock(department: string | null, items: ReturnType<typeof publicJob>[], delay = 0): MockLink.MockedResponse {
  return {
    request: { query: CareerJobsQuery, variables: { department } },
    result: { data: { jobs: { __typename: 'JobList', total: items.length, items } } },
    delay,
  };
}

const ML = publicJob();
const RESEARCH = publicJob({ id: 'b1b2c3d4e5f6a1b2c3d4e5f6', title: 'Research Scientist', department: 'research', salary: null, type: 'internship', level: 'entry' });

describe('CareerPage', { timeout: 30_000 }, () => {
  it('shows placeholders, then the open jobs from the server with their facts and the computed statistics', async () => {
    renderWithProviders(<CareerPage />, { route: '/career', mocks: [statsMock, jobsMock(null, [ML, RESEARCH], 30)] });
    expect(screen.getAllByTestId('job-card-skeleton')).toHaveLength(3);

    const card = await screen.findByRole('article', { name: 'Senior Machine Learning Engineer' });
    expect(within(card).getByText('Full Time')).toBeInTheDocument();
    expect(within(card).getByText('Senior')).toBeInTheDocument();
    expect(within(card).getByText('$160K – $210K')).toBeInTheDocument();
    expect(within(card).getByText('Posted 3 days ago')).toBeInTheDocument();
    // Apply Now leads to the job's page, at its Apply panel.
    expect(within(card).getByRole('link', { name: 'Apply Now: Senior Machine Learning Engineer' })).toHaveAttribute('href', `/career/${ML.id}#apply`);
    expect(within(screen.getByRole('article', { name: 'Research Scientist' })).getByText('Internship')).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Career statistics' });
    // Open positions and departments hiring, computed by the server.
    await waitFor(() => expect(within(stats).getAllByText('2')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Engineering (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Benefits' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Dr. Sarah Chen' })).toBeInTheDocument();
  });

  it('filters by department through the address, with the spec empty-state texts', async () => {
    renderWithProviders(<CareerPage />, {
      route: '/career',
      mocks: [statsMock, jobsMock(null, [ML, RESEARCH]), jobsMock('design', []), jobsMock(null, [])],
    });
    await screen.findByRole('article', { name: 'Research Scientist' });
    await userEvent.click(screen.getByRole('button', { name: /^Design/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/career?department=design');
    expect(await screen.findByText('No Jobs Available')).toBeInTheDocument();
    expect(screen.getByText('No jobs available in Design department.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Design/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it("says no openings are available when there are none at all", async () => {
    renderWithProviders(<CareerPage />, { route: '/career', mocks: [statsMock, jobsMock(null, [])] });
    expect(await screen.findByText('No job openings are currently available. Check back soon!')).toBeInTheDocument();
  });

  it('speaks German: headings, departments, job facts, the salary and the counts written the German way', async () => {
    const oneDepartment = {
      ...statsMock,
      result: {
        data: {
          careerStats: {
            __typename: 'CareerStats',
            openPositions: 1,
            departments: 1,
            byDepartment: [{ __typename: 'DepartmentCount', department: 'engineering', count: 1 }],
          },
        },
      },
    };
    renderWithProviders(<CareerPage />, { route: '/career', i18n: await i18nInLanguage('de'), mocks: [oneDepartment, jobsMock(null, [ML])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Gestalten Sie mit uns die Zukunft der KI' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Senior Machine Learning Engineer' });
    expect(within(card).getByText('Vollzeit')).toBeInTheDocument();
    expect(within(card).getByText(/^160\.000\s\$ – 210\.000\s\$$/)).toBeInTheDocument();
    expect(within(card).getByText('Veröffentlicht vor 3 Tagen')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Jetzt bewerben: Senior Machine Learning Engineer' })).toBeInTheDocument();

    // One open position, one department: the labels follow the count.
    const stats = screen.getByRole('region', { name: 'Karriere in Zahlen' });
    expect(await within(stats).findByText('Offene Stelle')).toBeInTheDocument();
    expect(within(stats).getByText('Bereich stellt ein')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Forschung (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lernen Sie unser Führungsteam kennen' })).toBeInTheDocument();
    expect(screen.getByText('Geschäftsführerin')).toBeInTheDocument();
  });
});
