import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../../app/testing/renderAdminScreen';
import { firstPage } from '../../../app/testing/mocks';
import { AdminRefundEnrollmentMutation } from '../operations';
import { PaymentsPage } from './PaymentsPage';
import { AdminPaymentsQuery } from './operations';

// UI wiring only: listing, filtering and refunding are covered by the server's integration tests.

const payment = (id: string, name: string, status: 'completed' | 'pending' | 'refunded', reference: string | null) => ({
  __typename: 'Enrollment' as const,
  id,
  enrollmentDate: '2026-03-04T10:00:00.000Z',
  paymentStatus: status,
  paymentAmount: 399,
  paymentCurrency: 'USD',
  paymentReference: reference,
  paymentProblem: null,
  paidAt: status === 'pending' ? null : '2026-03-04T10:05:00.000Z',
  refundedAt: status === 'refunded' ? '2026-03-06T10:00:00.000Z' : null,
  receiptUrl: reference ? `https://pay.stripe.com/receipts/${reference}` : null,
  user: { __typename: 'EnrollmentUser' as const, id: `u-${id}`, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` },
  course: { __typename: 'Course' as const, id: 'c1', title: 'Applied AI in Production' },
});

/** Answers the list, recording the variables of each request. */
function listMock(asked: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: AdminPaymentsQuery, variables: (variables: unknown) => (asked.push(variables), true) },
    result: {
      data: {
        payments: firstPage('EnrollmentList', [payment('e1', 'Ada Lovelace', 'completed', 'pi_test_123'), payment('e2', 'Alan Turing', 'pending', null), payment('e3', 'Grace Hopper', 'refunded', null)], 20),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

const screenWithAddress = (
  <Routes>
    <Route
      path="*"
      element={
        <>
          <PaymentsPage />
          <Address />
        </>
      }
    />
  </Routes>
);

describe('PaymentsPage', { timeout: 60_000 }, () => {
  it('lists payments with learner, course, amount, status, date and Stripe reference, and keeps the filters in the address', async () => {
    const asked: unknown[] = [];
    const user = renderAdminScreen(screenWithAddress, [listMock(asked)], '/?page=2', { user: { delay: null } });
    await screen.findByText('Ada Lovelace');
    const table = screen.getByRole('table', { name: 'Payments' });
    const ada = within(table).getByText('Ada Lovelace').closest('tr')!;
    expect(within(ada).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(ada).getAllByText('Applied AI in Production')[0]).toBeInTheDocument();
    expect(within(ada).getByText('$399')).toBeInTheDocument();
    expect(within(ada).getByText('Paid')).toBeInTheDocument();
    expect(within(ada).getAllByText('pi_test_123')[0]).toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Refund Ada Lovelace' })).toBeInTheDocument();
    const grace = within(table).getByText('Grace Hopper').closest('tr')!;
    expect(within(grace).getByText('Refunded')).toBeInTheDocument();
    expect(within(grace).getAllByText('Manual')[0]).toBeInTheDocument();
    expect(within(grace).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(asked[0]).toEqual({ filter: { search: null, status: null }, page: { page: 2, pageSize: 20 } });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Refunded' }));
    await user.type(screen.getByRole('textbox', { name: 'Search payments' }), 'ada@');
    await vi.waitFor(() => expect(asked.at(-1)).toEqual({ filter: { search: 'ada@', status: 'refunded' }, page: { page: 1, pageSize: 20 } }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?status=refunded&search=ada%40');
    // The list as shown can be exported: Export opens the export settings for the payments.
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('dialog', { name: /Export/ })).toBeInTheDocument();
  });

  it('refunds a paid payment after confirming', async () => {
    const refunded: unknown[] = [];
    const user = renderAdminScreen(
      <PaymentsPage />,
      [
        listMock([]),
        {
          request: { query: AdminRefundEnrollmentMutation, variables: (variables: unknown) => (refunded.push(variables), true) },
          result: { data: { refundEnrollment: { __typename: 'Enrollment', id: 'e1', paymentStatus: 'refunded', refundedAt: '2026-03-07T10:00:00.000Z' } } },
        },
      ],
      '/',
      { user: { delay: null } },
    );
    await user.click(await screen.findByRole('button', { name: 'Refund Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog).toHaveTextContent('$399 goes back to Ada Lovelace through Stripe, and the course closes to them.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded $399 to Ada Lovelace. The course is closed to them.')).toBeInTheDocument();
    expect(refunded).toEqual([{ id: 'e1' }]);
  });
});
