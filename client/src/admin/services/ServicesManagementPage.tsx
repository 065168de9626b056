import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AdminServiceCard_ServiceFragment } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StatCardsSkeleton } from '../../components/LoadingSkeletons';
import { ListStatus } from '../../components/ListStatus';
import { PageHeader } from '../../components/PageHeader';
import { errorReason } from '../../components/form/graphql-errors';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { AdminServiceStatsQuery, AdminServicesQuery } from './operations';
import { ServiceCard } from './ServiceCard';
import { ServiceDialog } from './ServiceDialog';
import { ServiceFilters } from './ServiceFilters';
import type { ServiceFilterValues } from './ServiceFilters';
import { ServiceStatCards } from './ServiceStatCards';
import { SERVICE_STATUSES } from './service-form';
import { useServiceActions } from './useServiceActions';

const PAGE_SIZE = 12;
const SKELETON_CARDS = 4; // spec section 9: job and service cards 4

type Service = AdminServiceCard_ServiceFragment;

interface DialogState {
  /** A new key per opening gives the dialog a fresh form. */
  key: number;
  open: boolean;
  service: Service | null;
}

export function ServicesManagementPage() {
  const [filters, setFilters] = useState<ServiceFilterValues>({ search: '', category: '', status: '' });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const [dialog, setDialog] = useState<DialogState>({ key: 0, open: false, service: null });
  const [pendingDelete, setPendingDelete] = useState<Service | null>(null);
  const [deleting, setDeleting] = useState(false);
  const actions = useServiceActions();

  const list = useQuery(AdminServicesQuery, {
    variables: {
      filter: {
        search: search || null,
        category: filters.category || null,
        status: SERVICE_STATUSES.find((s) => s === filters.status) ?? null,
      },
      page: { page, pageSize: PAGE_SIZE },
    },
  });
  const stats = useQuery(AdminServiceStatsQuery);

  const changeFilters = (next: ServiceFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const openDialog = (service: Service | null) =>
    setDialog((current) => ({ key: current.key + 1, open: true, service }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  const submit = async (input: Parameters<typeof actions.create>[0]) => {
    if (dialog.service) await actions.update(dialog.service.id, input);
    else await actions.create(input);
    closeDialog();
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    const deleted = await actions.remove(pendingDelete.id);
    setDeleting(false);
    setPendingDelete(null);
    // Deleting the only card of a later page would leave an empty page behind.
    if (deleted && list.data?.services.items.length === 1 && page > 1) setPage(page - 1);
  };

  const services = list.data?.services;
  const pageCount = services ? Math.ceil(services.total / PAGE_SIZE) : 0;

  return (
    <>
      <PageHeader
        title="Services Management"
        subtitle="Manage your service offerings, pricing and availability"
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<StorageOutlinedIcon />}
              onClick={() => void actions.testDb()}
              disabled={actions.testingDb}
            >
              {actions.testingDb ? 'Testing...' : 'Test DB'}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
              Add Service
            </Button>
          </>
        }
      />

      <Box component="section" aria-label="Service statistics" sx={{ mb: 3 }}>
        {stats.data ? (
          <ServiceStatCards stats={stats.data.serviceStats} />
        ) : stats.error ? (
          <Alert severity="error">{errorReason(stats.error)}</Alert>
        ) : (
          <StatCardsSkeleton count={4} />
        )}
      </Box>

      <ServiceFilters value={filters} onChange={changeFilters} />

      <Box component="section" aria-label="Services">
        <ListStatus
          items={services?.items}
          error={list.error}
          onRetry={() => void list.refetch()}
          skeletons={SKELETON_CARDS}
          emptyMessage="No services found"
          emptyHint={search || filters.category || filters.status
                ? 'Try a different search or filter.'
                : 'Add your first service to show it here.'}
        >
          {services && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {services.total === 1 ? '1 service' : `${services.total} services`}
              </Typography>
              <Grid container spacing={2}>
                {services.items.map((service) => (
                  <Grid key={service.id} size={{ xs: 12, md: 6, xl: 4 }}>
                    <ServiceCard
                      service={service}
                      onEdit={() => openDialog(service)}
                      onDelete={() => setPendingDelete(service)}
                    />
                  </Grid>
                ))}
              </Grid>
              {pageCount > 1 && (
                <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                  <Pagination count={pageCount} page={page} onChange={(_, next) => setPage(next)} color="primary" />
                </Box>
              )}
            </>
          )}
        </ListStatus>
      </Box>

      <ServiceDialog
        key={dialog.key}
        open={dialog.open}
        service={dialog.service}
        onClose={closeDialog}
        onSubmit={submit}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete Service"
        message="Are you sure you want to delete this service?"
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
