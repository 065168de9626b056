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
import type { PaymentStatus } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { ExportButton } from '../../data-transfer/ExportButton';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { errorReason } from '../../../components/form/graphql-errors';
import { useFormat } from '../../../components/format/useFormat';
import { useNotice } from '../../../components/notice/useNotice';
import { useListPaging } from '../../../components/useListPaging';
import { CourseAreaTabs } from '../certificates/CourseAreaTabs';
import { SavedViewsMenu } from '../../shared/views/SavedViewsMenu';
import { AdminCourseStatsQuery, AdminRefundEnrollmentMutation } from '../operations';
import { AdminPaymentsQuery } from './operations';
import { PaymentsTable, type PaymentRow } from './PaymentsTable';

const PAGE_SIZE = 20;
const STATUSES: readonly PaymentStatus[] = ['completed', 'pending', 'failed', 'refunded'];

/**
 * /admin/courses/payments: every payment of a paid course, by card through Stripe or recorded by
 * hand, newest first; its status filter, search and page live in the address (?status=refunded&page=2).
 */
export function PaymentsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const notice = useNotice();
  const { filters, changeFilters, search, page, setPage } = useListPaging({ search: '', status: '' }, { status: STATUSES });
  const status = STATUSES.find((s) => s === filters.status) ?? null;
  const list = useQuery(AdminPaymentsQuery, { variables: { filter: { search: search || null, status }, page: { page, pageSize: PAGE_SIZE } }, notifyOnNetworkStatusChange: true });
  // The list is asked again so that a status filter drops a refunded row; the stat cards' pending count is a server figure.
  const [refund, refunding] = useMutation(AdminRefundEnrollmentMutation, { refetchQueries: [AdminPaymentsQuery, AdminCourseStatsQuery] });
  const [pending, setPending] = useState<PaymentRow | null>(null);
  const statusLabels: Record<PaymentStatus, string> = { completed: t`Paid`, pending: t`Pending`, failed: t`Failed`, refunded: t`Refunded` };

  const confirmRefund = async () => {
    if (!pending) return;
    const name = pending.user.name;
    const amount = format.money(pending.paymentAmount, pending.paymentCurrency);
    try {
      await refund({ variables: { id: pending.id } });
      notice.success(t`Refunded ${amount} to ${name}. The course is closed to them.`);
    } catch (e) {
      notice.error(errorReason(e, i18n));
    } finally {
      setPending(null);
    }
  };

  const payments = list.data?.payments;
  const filtered = Boolean(search) || Boolean(status);
  const refundName = pending?.user.name ?? '';
  const refundAmount = pending ? format.money(pending.paymentAmount, pending.paymentCurrency) : '';
  return (
    <>
      <PageHeader
        title={t`Course Management`}
        subtitle={t`Payments for courses, by card through Stripe or recorded by hand`}
        // Exports what the list shows: its status filter and search.
        actions={<ExportButton type="payments" filters={{ search: search || null, status }} />}
      />
      <CourseAreaTabs current="payments" />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            size="small"
            fullWidth
            placeholder={t`Search by learner e-mail or course...`}
            value={filters.search}
            onChange={(e) => changeFilters({ ...filters, search: e.target.value })}
            slotProps={{
              htmlInput: { 'aria-label': t`Search payments` },
              input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
            }}
          />
          <TextField
            select
            size="small"
            label={t`Status`}
            value={status ?? ''}
            onChange={(e) => changeFilters({ ...filters, status: e.target.value })}
            sx={{ minWidth: { md: 200 } }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{t`All statuses`}</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {statusLabels[s]}
              </MenuItem>
            ))}
          </TextField>
          <SavedViewsMenu list="payments" />
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ opacity: list.loading && payments ? 0.6 : 1 }} aria-busy={list.loading}>
        <QueryBoundary
          data={payments}
          error={list.error}
          onRetry={() => void list.refetch()}
          errorMessage={t`Failed to load payments`}
          loading={<PaymentsTable items={null} statusLabels={statusLabels} onRefund={() => undefined} />}
          isEmpty={(found) => found.items.length === 0}
          empty={
            <Box sx={{ p: 2 }}>
              {filtered ? (
                <EmptyState message={t`No payments found`} hint={t`Try another search or status.`} />
              ) : (
                <EmptyState message={t`No payments yet`} hint={t`A payment appears here when a learner enrolls in a paid course.`} />
              )}
            </Box>
          }
        >
          {(found) => <PaymentsTable items={found.items} statusLabels={statusLabels} onRefund={setPending} />}
        </QueryBoundary>
      </Paper>
      {payments && <ListPagination total={payments.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />}

      <ConfirmDialog
        open={Boolean(pending)}
        title={t`Refund this payment?`}
        message={
          pending?.paymentReference
            ? t`${refundAmount} goes back to ${refundName} through Stripe, and the course closes to them. This cannot be undone.`
            : t`${refundAmount} goes back to ${refundName}, and the course closes to them. This cannot be undone.`
        }
        confirmLabel={t`Refund`}
        cancelLabel={t`Cancel`}
        destructive
        busy={refunding.loading}
        onConfirm={() => void confirmRefund()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
