import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CertificateStatus } from '../../../__generated__/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorReason } from '../../../components/form/graphql-errors';
import { useNotice } from '../../../components/notice/useNotice';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { CertificatesTable } from './CertificatesTable';
import type { CertificateRow } from './CertificatesTable';
import { CourseAreaTabs } from './CourseAreaTabs';
import { AdminCertificatesQuery, CertificateCoursesQuery, ReissueCertificateMutation, RevokeCertificateMutation } from './operations';

const PAGE_SIZE = 20;
const STATUSES: readonly CertificateStatus[] = ['valid', 'revoked'];

type Pending = { action: 'revoke' | 'reissue'; certificate: CertificateRow } | null;

/** /admin/courses/certificates: every certificate issued, to find, revoke or reissue one. */
export function CertificatesPage() {
  const { t, i18n } = useLingui();
  const notice = useNotice();
  const [search, setSearch] = useState('');
  const [courseId, setCourseId] = useState('');
  const [status, setStatus] = useState<CertificateStatus | ''>('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const searched = useDebouncedValue(search.trim());
  const filter = { search: searched || null, courseId: courseId || null, status: status || null };
  const list = useQuery(AdminCertificatesQuery, { variables: { filter, page: { page, pageSize: PAGE_SIZE } }, notifyOnNetworkStatusChange: true });
  const courses = useQuery(CertificateCoursesQuery);
  const [revoke, revoking] = useMutation(RevokeCertificateMutation);
  const [reissue, reissuing] = useMutation(ReissueCertificateMutation, { refetchQueries: [AdminCertificatesQuery], awaitRefetchQueries: true });
  const statusLabels: Record<CertificateStatus, string> = { valid: t`Valid`, revoked: t`Revoked` };

  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  const confirm = async () => {
    if (!pending) return;
    const { serial, learnerName } = pending.certificate;
    try {
      if (pending.action === 'revoke') {
        await revoke({ variables: { serial, reason: reason.trim() || null } });
        notice.success(t`Certificate of ${learnerName} revoked`);
      } else {
        await reissue({ variables: { serial } });
        notice.success(t`A new certificate was issued to ${learnerName}`);
      }
      setPending(null);
    } catch (e) {
      notice.error(errorReason(e, i18n));
    }
  };

  const name = pending?.certificate.learnerName ?? '';
  const course = pending?.certificate.courseTitle ?? '';
  const certificates = list.data?.certificates;
  return (
    <>
      <PageHeader title={t`Course Management`} subtitle={t`Certificates issued to learners who completed a course`} />
      <CourseAreaTabs current="certificates" />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            size="small"
            fullWidth
            placeholder={t`Search by learner or serial...`}
            value={search}
            onChange={(e) => changeFilter(() => setSearch(e.target.value))}
            slotProps={{
              htmlInput: { 'aria-label': t`Search certificates` },
              input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
            }}
          />
          <TextField select size="small" label={t`Course`} value={courseId} onChange={(e) => changeFilter(() => setCourseId(e.target.value))} sx={{ minWidth: { md: 260 } }} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
            <MenuItem value="">{t`All courses`}</MenuItem>
            {(courses.data?.courses.items ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t`Status`} value={status} onChange={(e) => changeFilter(() => setStatus(STATUSES.find((s) => s === e.target.value) ?? ''))} sx={{ minWidth: { md: 170 } }} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
            <MenuItem value="">{t`All statuses`}</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {statusLabels[s]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ opacity: list.loading && certificates ? 0.6 : 1 }} aria-busy={list.loading}>
        <QueryBoundary
          data={certificates}
          error={list.error}
          onRetry={() => void list.refetch()}
          errorMessage={t`Failed to load certificates`}
          loading={<CertificatesTable items={null} statusLabels={statusLabels} onRevoke={() => undefined} onReissue={() => undefined} />}
          isEmpty={(found) => found.items.length === 0}
          empty={<Box sx={{ p: 2 }}><EmptyState message={t`No certificates found`} hint={t`A certificate is issued when a learner completes a course that awards one.`} /></Box>}
        >
          {(found) => (
            <CertificatesTable
              items={found.items}
              statusLabels={statusLabels}
              onRevoke={(certificate) => {
                setReason('');
                setPending({ action: 'revoke', certificate });
              }}
              onReissue={(certificate) => setPending({ action: 'reissue', certificate })}
            />
          )}
        </QueryBoundary>
      </Paper>
      {certificates && <ListPagination total={certificates.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />}

      <ConfirmDialog
        open={pending?.action === 'revoke'}
        title={t`Revoke certificate`}
        message={t`Revoke the certificate of ${name} for ${course}? Its verification page will then say it is revoked.`}
        confirmLabel={t`Revoke`}
        cancelLabel={t`Cancel`}
        destructive
        busy={revoking.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        <TextField label={t`Reason (optional)`} fullWidth size="small" value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.action === 'reissue'}
        title={t`Reissue certificate`}
        message={t`Issue a new certificate to ${name} for ${course}, with a new serial and the learner's current name? The current certificate is revoked if it is still valid.`}
        confirmLabel={t`Reissue`}
        cancelLabel={t`Cancel`}
        busy={reissuing.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
