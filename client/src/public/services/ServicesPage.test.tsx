import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import { ServicesPage } from './ServicesPage';
import { ServicesPageQuery } from './operations';

const service = {
  __typename: 'Service' as const,
  id: 's1',
  title: 'AI Strategy Consulting',
  shortDescription: 'A clear roadmap.',
  icon: '🧭',
  features: ['AI readiness assessment', 'ROI analysis'],
  price: { __typename: 'ServicePrice' as const, basic: 4900, premium: 12900, enterprise: 0 },
};

describe('ServicesPage', { timeout: 20_000 }, () => {
  it('shows 6 placeholders while loading, then the services with features and price tiers', async () => {
    renderWithProviders(<ServicesPage />, {
      mocks: [
        {
          request: { query: ServicesPageQuery },
          result: { data: { services: { __typename: 'ServiceList', items: [service] } } },
          delay: 50,
        },
      ],
    });
    expect(screen.getAllByTestId('service-skeleton')).toHaveLength(6);

    expect(await screen.findByRole('heading', { name: 'AI Strategy Consulting' })).toBeInTheDocument();
    expect(screen.queryByTestId('service-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('AI readiness assessment')).toBeInTheDocument();
    expect(screen.getByText('$4,900')).toBeInTheDocument();
    expect(screen.getByText('$12,900')).toBeInTheDocument();
    expect(screen.getByText('Custom quote')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deployment' })).toBeInTheDocument();
  });

  it('shows an empty list when the services cannot be read', async () => {
    renderWithProviders(<ServicesPage />, {
      mocks: [{ request: { query: ServicesPageQuery }, error: new Error('offline') }],
    });
    expect(
      await screen.findByText('Our service catalogue is being updated. Please contact us to discuss your needs.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('service-skeleton')).not.toBeInTheDocument();
  });

  it('speaks German: headings, the process, prices in German notation and the plan names as they are', async () => {
    renderWithProviders(<ServicesPage />, {
      i18n: await i18nInLanguage('de'),
      mocks: [{ request: { query: ServicesPageQuery }, result: { data: { services: { __typename: 'ServiceList', items: [service] } } } }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'KI-Leistungen, die Ergebnisse liefern' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Einführung' })).toBeInTheDocument();
    const pricing = await screen.findByLabelText('Preise für AI Strategy Consulting');
    expect(pricing).toHaveTextContent('Basic');
    expect(pricing).toHaveTextContent(/4\.900\s\$/);
    expect(pricing).toHaveTextContent('Individuelles Angebot');
  });
});
