import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCertificatesQuery as CertificatesData, CertificateStatus } from '../../../__generated__/graphql';
import { TableRowsSkeleton } from '../../../components/TableRowsSkeleton';
import { useFormat } from '../../../components/format/useFormat';

export type CertificateRow = CertificatesData['certificates']['items'][number];

export interface CertificatesTableProps {
  /** null while loading: skeleton rows keep the table's place. */
  items: readonly CertificateRow[] | null;
  statusLabels: Record<CertificateStatus, string>;
  onRevoke: (certificate: CertificateRow) => void;
  onReissue: (certificate: CertificateRow) => void;
}

const hideOnPhones = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Certificates: learner, course, serial (a link to its verification page), date, status, actions. */
export function CertificatesTable({ items, statusLabels, onRevoke, onReissue }: CertificatesTableProps) {
  const { t } = useLingui();
  const format = useFormat();
  const date = (iso: string) => format.dateTime({ dateStyle: 'medium' }).format(new Date(iso));
  return (
    <TableContainer>
      <Table size="small" aria-label={t`Certificates`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Learner</Trans>
            </TableCell>
            <TableCell sx={hideOnPhones}>
              <Trans>Course</Trans>
            </TableCell>
            <TableCell sx={hideOnPhones}>
              <Trans>Serial</Trans>
            </TableCell>
            <TableCell sx={hideOnPhones}>
              <Trans>Issued</Trans>
            </TableCell>
            <TableCell>
              <Trans>Status</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Actions</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!items ? (
            <TableRowsSkeleton count={5} columns={6} />
          ) : (
            items.map((c) => {
              const name = c.learnerName;
              const serialLink = (
                <Link href={c.verifyUrl} target="_blank" rel="noopener" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {c.serial}
                </Link>
              );
              return (
                <TableRow key={c.id} hover>
                  <TableCell sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {name}
                    </Typography>
                    {/* On a phone the hidden columns' facts sit under the name. */}
                    <Stack sx={{ display: { md: 'none' } }}>
                      <Typography variant="caption" color="text.secondary">
                        {c.courseTitle}
                      </Typography>
                      <Typography variant="caption">{serialLink}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {date(c.issuedAt)}
                      </Typography>
                    </Stack>
                  </TableCell>
                  <TableCell sx={hideOnPhones}>{c.courseTitle}</TableCell>
                  <TableCell sx={hideOnPhones}>{serialLink}</TableCell>
                  <TableCell sx={{ ...hideOnPhones, whiteSpace: 'nowrap' }}>{date(c.issuedAt)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={statusLabels[c.status]} color={c.status === 'valid' ? 'success' : 'error'} variant={c.status === 'valid' ? 'filled' : 'outlined'} />
                    {c.status === 'revoked' && c.revokedReason && (
                      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, maxWidth: 220 }}>
                        {c.revokedReason}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}>
                      {c.status === 'valid' && (
                        <Button size="small" color="error" onClick={() => onRevoke(c)} aria-label={t`Revoke certificate of ${name}`}>
                          <Trans>Revoke</Trans>
                        </Button>
                      )}
                      <Button size="small" onClick={() => onReissue(c)} aria-label={t`Reissue certificate of ${name}`}>
                        <Trans>Reissue</Trans>
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
