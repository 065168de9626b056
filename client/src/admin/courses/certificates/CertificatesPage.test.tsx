import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../../app/testing/renderAdminScreen';
import { answersAlways, firstPage } from '../../../app/testing/mocks';
import { CertificatesPage } from './CertificatesPage';
import { AdminCertificatesQuery, CertificateCoursesQuery, RevokeCertificateMutation } from './operations';

// UI wiring only: listing, revoking and reissuing are covered by the server's integration tests.

const certificate = (serial: string, learnerName: string, status: 'valid' | 'revoked') => ({
  __typename: 'Certificate' as const,
  id: `id-${serial}`,
  serial,
  learnerName,
  courseId: 'c1',
  courseTitle: 'Introduction to Generative AI',
  issuedAt: '2026-03-04T10:00:00.000Z',
  status,
  revokedAt: status === 'revoked' ? '2026-03-05T10:00:00.000Z' : null,
  revokedReason: status === 'revoked' ? 'Issued by mistake' : null,
  replaces: null,
  verifyUrl: `https://example.com/certificates/${serial}`,
});

const courses = answersAlways(CertificateCoursesQuery, {
  courses: { __typename: 'CourseList', items: [{ __typename: 'Course', id: 'c1', title: 'Introduction to Generative AI' }] },
});

/** Answers the list, recording each filter it was asked with. */
function listMock(filters: unknown[]): MockLink.MockedResponse {
  return {
    request: {
      query: AdminCertificatesQuery,
      variables: (variables: { filter: unknown }) => {
        filters.push(variables.filter);
        return true;
      },
    },
    result: { data: { certificates: firstPage('CertificateList', [certificate('AB12CD34', 'Ada Lovelace', 'valid'), certificate('ZZ99YY88', 'Alan Turing', 'revoked')], 20) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('CertificatesPage', { timeout: 60_000 }, () => {
  it('lists certificates with learner, course, serial and status, and filters by status and name', async () => {
    const filters: unknown[] = [];
    const user = renderAdminScreen(<CertificatesPage />, [listMock(filters), courses], '/', { user: { delay: null } });
    // The table shows skeleton rows while the list loads: wait for the answer's rows.
    await screen.findByText('Ada Lovelace');
    const table = screen.getByRole('table', { name: 'Certificates' });
    const ada = within(table).getByText('Ada Lovelace').closest('tr')!;
    expect(within(ada).getAllByText('Introduction to Generative AI')[0]).toBeInTheDocument();
    expect(within(ada).getAllByRole('link', { name: 'AB12CD34' })[0]).toHaveAttribute('href', 'https://example.com/certificates/AB12CD34');
    expect(within(ada).getByText('Valid')).toBeInTheDocument();
    const alan = within(table).getByText('Alan Turing').closest('tr')!;
    expect(within(alan).getByText('Revoked')).toBeInTheDocument();
    expect(within(alan).queryByRole('button', { name: 'Revoke certificate of Alan Turing' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Revoked' }));
    await user.type(screen.getByRole('textbox', { name: 'Search certificates' }), 'Ada');
    await vi.waitFor(() => expect(filters.at(-1)).toEqual({ search: 'Ada', courseId: null, status: 'revoked' }));
  });

  it('revokes a certificate after confirming, with the reason given', async () => {
    const revoked: unknown[] = [];
    const user = renderAdminScreen(
      <CertificatesPage />,
      [
        listMock([]),
        courses,
        {
          request: { query: RevokeCertificateMutation, variables: (variables: unknown) => (revoked.push(variables), true) },
          result: { data: { revokeCertificate: { __typename: 'Certificate', id: 'id-AB12CD34', status: 'revoked', revokedAt: '2026-03-06T10:00:00.000Z', revokedReason: 'Wrong name' } } },
        },
      ],
      '/',
      { user: { delay: null } },
    );
    await user.click(await screen.findByRole('button', { name: 'Revoke certificate of Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke certificate' });
    expect(dialog).toHaveTextContent('Revoke the certificate of Ada Lovelace for Introduction to Generative AI?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Wrong name');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Certificate of Ada Lovelace revoked')).toBeInTheDocument();
    expect(revoked).toEqual([{ serial: 'AB12CD34', reason: 'Wrong name' }]);
  });
});
