import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answersAlways } from '../../app/testing/mocks';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { MyCertificatesQuery } from '../learn/operations';
import { certificate } from '../learn/test-course';
import { MyCertificates } from './MyCertificates';

describe('MyCertificates', { timeout: 30_000 }, () => {
  it('lists each certificate with its course and date, the PDF, the verification page and LinkedIn', async () => {
    renderWithProviders(<MyCertificates />, {
      mocks: [answersAlways(MyCertificatesQuery, { myCertificates: [certificate(), certificate({ id: 'cert2', serial: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', courseTitle: 'Old course', status: 'revoked' })] })],
    });
    const card = await screen.findByRole('article', { name: 'Deep Learning with PyTorch' });
    expect(within(card).getByText('Issued Mar 4, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download PDF certificate for Deep Learning with PyTorch' })).toHaveAttribute('href', '/api/certificates/7QK2M-ABCDE-FGHJK-MNPQR/pdf');
    expect(within(card).getByRole('link', { name: 'View verification page for Deep Learning with PyTorch' })).toHaveAttribute('href', '/certificates/7QK2M-ABCDE-FGHJK-MNPQR');
    const linkedIn = within(card).getByRole('link', { name: 'Add Deep Learning with PyTorch to LinkedIn profile' });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Deep+Learning');
    expect(linkedIn).toHaveAttribute('target', '_blank');

    // A revoked certificate says so, and offers nothing to share.
    const revoked = screen.getByRole('article', { name: 'Old course' });
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says how a certificate is earned when there is none yet', async () => {
    renderWithProviders(<MyCertificates />, { mocks: [answersAlways(MyCertificatesQuery, { myCertificates: [] })] });
    expect(await screen.findByText('No certificates yet')).toBeInTheDocument();
    expect(screen.getByText('Complete a course that awards a certificate and it appears here.')).toBeInTheDocument();
  });
});
