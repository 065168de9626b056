import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { i18nInLanguage } from '../../i18n/testing';
import { ContactPage } from './ContactPage';
import { retryTimeText } from './contact-form';
import { ContactPageQuery, ContactPageSubmitMutation } from './operations';

const page = {
  contactInfo: [
    {
      __typename: 'ContactInfo' as const,
      id: 'i1',
      type: 'email' as const,
      title: 'Write to us',
      value: 'hello@example.com',
      icon: '✉️',
    },
    {
      __typename: 'ContactInfo' as const,
      id: 'i2',
      type: 'address' as const,
      title: 'Find us',
      value: '1 Test Street',
      icon: '📍',
    },
  ],
  globalOffices: [
    {
      __typename: 'GlobalOffice' as const,
      id: 'o1',
      name: 'Paris Office',
      address: '1 Rue de Test',
      city: 'Paris',
      country: 'France',
      phone: '+33 1 23 45 67 89',
      email: 'paris@example.com',
      timezone: 'CET',
      isHeadquarters: true,
      workingHours: 'Mon-Fri 9-18',
    },
  ],
  faqs: [
    { __typename: 'Faq' as const, id: 'f2', question: 'Second question?', answer: 'Second answer.' },
    { __typename: 'Faq' as const, id: 'f1', question: 'First question?', answer: 'First answer.' },
  ],
};

const pageMock: MockLink.MockedResponse = { request: { query: ContactPageQuery }, result: { data: page }, delay: 30 };

const filled = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: null,
  serviceInterest: null,
  subject: 'Job Application: ML Engineer',
  message: 'I would love to join.',
  website: null,
};

function submitMock(result: MockLink.MockedResponse['result'] | undefined, error?: Error): MockLink.MockedResponse {
  return {
    request: { query: ContactPageSubmitMutation, variables: { input: filled } },
    ...(error ? { error } : { result }),
    delay: 30,
  };
}

function setup(mocks: MockLink.MockedResponse[], route = '/contact?subject=Job%20Application%3A%20ML%20Engineer') {
  renderWithProviders(<ContactPage />, { route, mocks: [pageMock, ...mocks] });
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** Typing key by key is slow in jsdom; the change events are what the form reacts to. */
function fillForm() {
  fireEvent.change(screen.getByRole('textbox', { name: /Full Name/ }), { target: { value: filled.name } });
  fireEvent.change(screen.getByRole('textbox', { name: /Email Address/ }), { target: { value: filled.email } });
  fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: filled.message } });
}

afterEach(() => vi.useRealTimers());

describe('ContactPage', { timeout: 60_000 }, () => {
  it('shows 4 placeholders, then the info cards, offices and FAQs in the server’s order', async () => {
    setup([]);
    expect(screen.getAllByTestId('contact-info-skeleton')).toHaveLength(4);
    expect(await screen.findByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    expect(screen.queryByTestId('contact-info-skeleton')).not.toBeInTheDocument();
    const offices = screen.getByRole('region', { name: 'Our Global Offices' });
    expect(within(offices).getByRole('article', { name: 'Paris Office' })).toHaveTextContent('Headquarters');
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(
      within(faq)
        .getAllByRole('heading', { level: 3 })
        .map((question) => question.textContent),
    ).toEqual(['Second question?', 'First question?']);
    expect(screen.getByText('Mon-Fri 9 AM - 6 PM PST')).toBeInTheDocument();
    expect(screen.getByText('We reply to every message within 24 hours.')).toBeInTheDocument();
  });

  it('falls back to the built-in contact info and three offices when loading fails', async () => {
    renderWithProviders(<ContactPage />, {
      route: '/contact',
      mocks: [{ request: { query: ContactPageQuery }, error: new Error('offline') }],
    });
    expect(await screen.findByRole('link', { name: 'info@aisolutions.com' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Our Global Offices' })).getAllByRole('article')).toHaveLength(3);
  });

  it('prefills the subject from ?subject= and checks the required fields before sending', async () => {
    const user = setup([]);
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Job Application: ML Engineer');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it('sends, shows Sending... then Message Sent Successfully! for 3 seconds, then resets the form', async () => {
    setup([submitMock({ data: { submitContactMessage: { __typename: 'MessagePayload', message: 'ok' } } })]);
    fillForm();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Ada Lovelace');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the error alert, with the reason, when sending fails', async () => {
    const tooMany = {
      errors: [
        new GraphQLError('Too many attempts. Please try again in 9 minutes.', {
          extensions: { code: 'TOO_MANY_REQUESTS' },
        }),
      ],
    };
    const user = setup([submitMock(tooMany)]);
    fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error submitting your message. Please try again.');
    expect(alert).toHaveTextContent('Too many attempts. Please try again in 9 minutes.');
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Ada Lovelace');
  });

  it('says at what time a message refused for the limit can be sent again, and holds Send until then', async () => {
    const tooMany = {
      errors: [
        new GraphQLError('Too many attempts. Please try again in 9 minutes.', {
          extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 540 },
        }),
      ],
    };
    const user = setup([submitMock(tooMany)]);
    fillForm();
    const sentAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    // The time the form computed lies between these two (they differ only across a minute's turn).
    const times = new Set([retryTimeText(sentAt + 540_000), retryTimeText(Date.now() + 540_000)]);
    expect([...times].some((time) => alert.textContent.includes(`You can send your message again at ${time}.`))).toBe(true);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });

  it('speaks German: headings, the form and its checks, the offices and the time a refused message may be sent again, on the 24-hour clock', async () => {
    renderWithProviders(<ContactPage />, {
      route: '/contact?subject=Job%20Application%3A%20ML%20Engineer',
      i18n: await i18nInLanguage('de'),
      mocks: [
        pageMock,
        submitMock({
          errors: [new GraphQLError('Too many attempts.', { extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 540 } })],
        }),
      ],
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt aufnehmen' })).toBeInTheDocument();
    expect(screen.getByText('Mo-Fr 9-18 Uhr (pazifische Zeit)')).toBeInTheDocument();
    const offices = await screen.findByRole('region', { name: 'Unsere Standorte weltweit' });
    expect(within(offices).getByRole('article', { name: 'Paris Office' })).toHaveTextContent('Hauptsitz');

    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(screen.getByText('Der vollständige Name ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Die E-Mail-Adresse ist erforderlich')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /Vollständiger Name/ }), { target: { value: filled.name } });
    fireEvent.change(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), { target: { value: filled.email } });
    fireEvent.change(screen.getByRole('textbox', { name: /Nachricht/ }), { target: { value: filled.message } });
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.');
    expect(alert).toHaveTextContent(/Sie können Ihre Nachricht um \d{1,2}:\d{2} erneut senden\./);
  });
});
