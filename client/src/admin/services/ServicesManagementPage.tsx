import Button from '@mui/material/Button';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import { useQuery } from '@apollo/client/react';
import type { AdminServiceCard_ServiceFragment } from '../../__generated__/graphql';
import { DeleteConfirmDialog } from '../../components/DeleteConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { ManagementActions } from '../data-transfer/ManagementActions';
import { PagedCardGrid } from '../../components/PagedCardGrid';
import { StatsSection } from '../../components/StatsSection';
import { useItemDialog } from '../../components/useItemDialog';
import { useListPaging } from '../../components/useListPaging';
import { usePendingDelete } from '../../components/usePendingDelete';
import { AdminServiceStatsQuery, AdminServicesQuery } from './operations';
import { ServiceCard } from './ServiceCard';
import { ServiceDialog } from './ServiceDialog';
import { ServiceFilters } from './ServiceFilters';
import type { ServiceFilterValues } from './ServiceFilters';
import { ServiceStatCards } from './ServiceStatCards';
import { SERVICE_STATUSES } from './service-form';
import { useServiceActions } from './useServiceActions';
import { useOpenAddFromUrl } from '../../components/useOpenAddFromUrl';

const PAGE_SIZE = 12;
const SKELETON_CARDS = 4; // spec section 9: job and service cards 4

type Service = AdminServiceCard_ServiceFragment;

export function ServicesManagementPage() {
  const { filters, changeFilters, search, page, setPage, afterItemRemoved } = useListPaging<ServiceFilterValues>({
    search: '',
    category: '',
    status: '',
  });
  const { dialog, openDialog, closeDialog, save } = useItemDialog<Service>();
  useOpenAddFromUrl(() => openDialog(null));
  const { askDelete, confirmDelete, confirmProps } = usePendingDelete<Service>();
  const actions = useServiceActions();

  // One filter for the list and its export, so the export holds what the list shows.
  const filter = {
    search: search || null,
    category: filters.category || null,
    status: SERVICE_STATUSES.find((s) => s === filters.status) ?? null,
  };
  const list = useQuery(AdminServicesQuery, { variables: { filter, page: { page, pageSize: PAGE_SIZE } } });
  const stats = useQuery(AdminServiceStatsQuery);

  const deleteService = async () => {
    const itemsOnPage = list.data?.services.items.length;
    if (await confirmDelete((service) => actions.remove(service.id))) afterItemRemoved(itemsOnPage);
  };

  return (
    <>
      <PageHeader
        title="Services Management"
        subtitle="Manage your service offerings, pricing and availability"
        actions={
          <ManagementActions type="services" filters={filter} importTitle="Import Services" addLabel="Add Service" onAdd={() => openDialog(null)}>
            <Button
              variant="outlined"
              startIcon={<StorageOutlinedIcon />}
              onClick={() => void actions.testDb()}
              disabled={actions.testingDb}
            >
              {actions.testingDb ? 'Testing...' : 'Test DB'}
            </Button>
          </ManagementActions>
        }
      />

      <StatsSection label="Service statistics" data={stats.data} error={stats.error} skeletons={4}>
        {(data) => <ServiceStatCards stats={data.serviceStats} />}
      </StatsSection>

      <ServiceFilters value={filters} onChange={changeFilters} />

      <PagedCardGrid
        label="Services"
        list={list.data?.services}
        error={list.error}
        onRetry={() => void list.refetch()}
        skeletons={SKELETON_CARDS}
        emptyMessage="No services found"
        emptyHint={
          search || filters.category || filters.status
            ? 'Try a different search or filter.'
            : 'Add your first service to show it here.'
        }
        noun={['service', 'services']}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        renderCard={(service) => (
          <ServiceCard service={service} onEdit={() => openDialog(service)} onDelete={() => askDelete(service)} />
        )}
      />

      <ServiceDialog
        key={dialog.key}
        open={dialog.open}
        service={dialog.item}
        onClose={closeDialog}
        onSubmit={(input) => save(input, actions)}
      />
      <DeleteConfirmDialog title="Delete Service" what="service" {...confirmProps(() => void deleteService())} />
    </>
  );
}
