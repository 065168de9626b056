import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import type { AdminContactMessage_MessageFragment } from '../../__generated__/graphql';
import { ContactManagementPage } from './ContactManagementPage';
import {
  AdminContactInfoQuery,
  AdminContactMessageStatsQuery,
  AdminContactMessagesQuery,
  AdminDeleteContactMessageMutation,
  AdminDeleteGlobalOfficeMutation,
  AdminFaqsQuery,
  AdminGlobalOfficesQuery,
  AdminInitializeContactDataMutation,
  AdminMoveFaqMutation,
  AdminOpenContactMessageMutation,
  AdminReplyContactMessageMutation,
  AdminUpdateContactInfoMutation,
} from './operations';
import { renderAdminScreen } from '../../app/testing/renderAdminScreen';
import { answersAlways, firstPage } from '../../app/testing/mocks';

// UI wiring only: the operations' real behaviour is covered by the server's integration tests.


const message = (over: Partial<AdminContactMessage_MessageFragment> = {}) => ({
  __typename: 'ContactMessage' as const,
  id: 'm1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: null,
  company: 'Navy Labs',
  serviceInterest: 'consulting' as const,
  subject: 'Compilers for everyone',
  message: 'Can you help us?',
  status: 'new' as const,
  priority: 'medium' as const,
  reply: null,
  repliedAt: null,
  repliedBy: null,
  createdAt: new Date().toISOString(),
  ...over,
});

const initMock: MockLink.MockedResponse = {
  request: { query: AdminInitializeContactDataMutation },
  result: {
    data: { initializeContactData: { __typename: 'ContactDataInitialization', contactInfo: 0, offices: 0, faqs: 0 } },
  },
};

const listMock = (items: ReturnType<typeof message>[]) =>
  answersAlways(AdminContactMessagesQuery, { contactMessages: firstPage('ContactMessageList', items, 10) }, 20);

const statsMock = answersAlways(AdminContactMessageStatsQuery, {
  contactMessageStats: { __typename: 'ContactMessageStats', total: 7, new: 2, read: 1, replied: 3, archived: 1, highPriority: 4 },
});

const info = (id: string, title: string, isActive = true) => ({
  __typename: 'ContactInfo' as const,
  id,
  type: 'email' as const,
  title,
  value: `${id}@example.com`,
  icon: '✉️',
  isActive,
  order: 1,
});

const infoMock = answersAlways(AdminContactInfoQuery, { contactInfo: [info('i1', 'Email Us'), info('i2', 'Press', false)] });

const faq = (id: string, order: number) => ({
  __typename: 'Faq' as const,
  id,
  question: `Question ${order}?`,
  answer: `Answer ${order}.`,
  category: 'general',
  order,
  isActive: true,
  tags: [],
  translations: null,
});

const faqsMock = answersAlways(AdminFaqsQuery, { faqs: [faq('f1', 1), faq('f2', 2), faq('f3', 3)] });

const office = {
  __typename: 'GlobalOffice' as const,
  id: 'o1',
  name: 'Berlin Office',
  address: 'Unter den Linden 1',
  city: 'Berlin',
  country: 'Germany',
  phone: '+49 30 1234567',
  email: 'berlin@example.com',
  timezone: 'CET',
  isHeadquarters: false,
  isActive: true,
  workingHours: 'Mon-Fri 9-18',
  coordinates: null,
};

function renderPage(mocks: MockLink.MockedResponse[], route = '/admin/contact') {
  return renderAdminScreen(<ContactManagementPage />, [...mocks, initMock, statsMock, infoMock, faqsMock], route);
}

describe('ContactManagementPage', { timeout: 60_000 }, () => {
  it('initializes the defaults, shows 3 skeleton cards, then the stats, the contact-info strip and the messages', async () => {
    const initialized = vi.fn(() => initMock.result as never);
    renderPage([{ ...initMock, result: initialized }, listMock([message()])]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Messages',
      'Contact Info',
      'Global Offices',
      'FAQ',
    ]);
    await waitFor(() => expect(screen.getAllByTestId('card-skeleton')).toHaveLength(3));
    expect(
      await screen.findByRole('article', { name: 'Compilers for everyone, from Grace Hopper' }),
    ).toBeInTheDocument();
    expect(initialized).toHaveBeenCalled();
    expect(screen.getByText('High Priority').closest('.MuiCard-root')).toHaveTextContent('4');
    const strip = screen.getByRole('region', { name: 'Contact information on the website' });
    expect(strip).toHaveTextContent('i1@example.com');
    expect(strip).not.toHaveTextContent('i2@example.com');
  });

  it("shows 'No messages found' for an empty list", async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
  });

  it('opens a new message (marked read) and sends a reply only when it is not blank', async () => {
    const opened = vi.fn(() => ({ data: { openContactMessage: message({ status: 'read' }) } }));
    const replied = vi.fn(() => ({
      data: {
        replyToContactMessage: message({
          status: 'replied',
          reply: 'Yes we can.',
          repliedBy: 'Ada',
          repliedAt: new Date().toISOString(),
        }),
      },
    }));
    const user = renderPage([
      listMock([message()]),
      { request: { query: AdminOpenContactMessageMutation, variables: { id: 'm1' } }, result: opened },
      {
        request: { query: AdminReplyContactMessageMutation, variables: { id: 'm1', reply: 'Yes we can.' } },
        result: replied,
      },
    ]);
    const card = await screen.findByRole('article', { name: /Compilers for everyone/ });
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = screen.getByRole('dialog', { name: 'Reply to Grace Hopper' });
    await waitFor(() => expect(opened).toHaveBeenCalledOnce());
    const send = within(dialog).getByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your Reply' }), '   ');
    expect(send).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Your Reply' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Your Reply' }));
    await user.paste('Yes we can.');
    await user.click(send);
    expect(await screen.findByText('Reply sent successfully!')).toBeInTheDocument();
    expect(replied).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the spec’s message when a reply fails, inside the dialog', async () => {
    const user = renderPage([
      listMock([message({ status: 'read' })]),
      {
        request: { query: AdminReplyContactMessageMutation, variables: () => true },
        result: { errors: [{ message: 'Message not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    const card = await screen.findByRole('article', { name: /Compilers for everyone/ });
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = screen.getByRole('dialog', { name: 'Reply to Grace Hopper' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Your Reply' }));
    await user.paste('Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send reply. Please try again.');
  });

  it('asks before deleting a message and tells when the delete fails', async () => {
    const user = renderPage([
      listMock([message()]),
      {
        request: { query: AdminDeleteContactMessageMutation, variables: { id: 'm1' } },
        result: { errors: [{ message: 'Message not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    const card = await screen.findByRole('article', { name: /Compilers for everyone/ });
    await user.click(within(card).getByRole('button', { name: 'Delete message from Grace Hopper' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Message' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this message?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete message. Please try again.')).toBeInTheDocument();
  });

  it('Contact Info: the active toggle hides an item from the website', async () => {
    const toggled = vi.fn(() => ({ data: { updateContactInfo: info('i1', 'Email Us', false) } }));
    const user = renderPage(
      [
        {
          request: { query: AdminUpdateContactInfoMutation, variables: { id: 'i1', input: { isActive: false } } },
          result: toggled,
        },
      ],
      '/admin/contact?tab=info',
    );
    const item = await screen.findByRole('listitem', { name: 'Email Us' });
    await user.click(within(item).getByRole('switch'));
    expect(await screen.findByText('Contact info is now hidden from the website.')).toBeInTheDocument();
    expect(toggled).toHaveBeenCalledOnce();
  });

  it('FAQ: up is disabled on the first, down on the last; moving calls the server', async () => {
    const moved = vi.fn(() => ({ data: { moveFaq: [faq('f2', 1), faq('f1', 2), faq('f3', 3)] } }));
    const user = renderPage(
      [{ request: { query: AdminMoveFaqMutation, variables: { id: 'f2', direction: 'up' } }, result: moved }],
      '/admin/contact?tab=faq',
    );
    expect(await screen.findByRole('button', { name: 'Move up: Question 1?' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Question 1?' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move down: Question 3?' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up: Question 2?' }));
    await waitFor(() => expect(moved).toHaveBeenCalledOnce());
  });

  it('Global Offices: a failed delete is told, not only logged', async () => {
    const user = renderPage(
      [
        answersAlways(AdminGlobalOfficesQuery, { globalOffices: [office] }),
        {
          request: { query: AdminDeleteGlobalOfficeMutation, variables: { id: 'o1' } },
          result: { errors: [{ message: 'Office not found', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
      '/admin/contact?tab=offices',
    );
    const card = await screen.findByRole('article', { name: 'Berlin Office' });
    await user.click(within(card).getByRole('button', { name: 'Delete Berlin Office' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Office' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this office?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete office. Please try again.')).toBeInTheDocument();
  });
});
