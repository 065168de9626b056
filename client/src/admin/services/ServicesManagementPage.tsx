import { Plural, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import { useQuery } from '@apollo/client/react';
import type { AdminServiceCard_ServiceFragment } from '../../__generated__/graphql';
import { DeleteConfirmDialog } from '../../components/DeleteConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { ManagementActions } from '../data-transfer/ManagementActions';
import { PagedCardGrid } from '../../components/PagedCardGrid';
import { StatsSection } from '../../components/StatsSection';
import { AdminServiceStatsQuery, AdminServicesQuery } from './operations';
import { ServiceCard } from './ServiceCard';
import { ServiceDialog } from './ServiceDialog';
import { ServiceFilters } from './ServiceFilters';
import type { ServiceFilterValues } from './ServiceFilters';
import { ServiceStatCards } from './ServiceStatCards';
import { SERVICE_STATUSES } from './service-form';
import { useServiceActions } from './useServiceActions';
import { useCardManagement } from '../shared/useCardManagement';
import { useOpenAddFromUrl } from '../../components/useOpenAddFromUrl';
import { SelectableItem } from '../shared/bulk/SelectableItem';
import { useBulkSelection } from '../shared/bulk/useBulkSelection';
import { ServiceBulkBar } from './ServiceBulkBar';
import { SavedViewsMenu } from '../shared/views/SavedViewsMenu';

const PAGE_SIZE = 12;
const SKELETON_CARDS = 4; // spec section 9: job and service cards 4

type Service = AdminServiceCard_ServiceFragment;

export function ServicesManagementPage() {
  const { t } = useLingui();
  const { filters, changeFilters, search, filtered, pageInput, dialog, openDialog, dialogProps, askDelete, gridProps, deleteProps } =
    useCardManagement<ServiceFilterValues, Service>({ search: '', category: '', status: '' }, PAGE_SIZE);
  useOpenAddFromUrl(() => openDialog(null));
  const actions = useServiceActions();

  // One filter for the list and its export, so the export holds what the list shows.
  const filter = {
    search: search || null,
    category: filters.category || null,
    status: SERVICE_STATUSES.find((s) => s === filters.status) ?? null,
  };
  const list = useQuery(AdminServicesQuery, { variables: { filter, page: pageInput } });
  const stats = useQuery(AdminServiceStatsQuery);
  const selection = useBulkSelection(JSON.stringify(filter));
  const services = list.data?.services;

  return (
    <>
      <PageHeader
        title={t`Services Management`}
        subtitle={t`Manage your service offerings, pricing and availability`}
        actions={
          <ManagementActions type="services" filters={filter} importTitle={t`Import Services`} addLabel={t`Add Service`} onAdd={() => openDialog(null)}>
            <Button
              variant="outlined"
              startIcon={<StorageOutlinedIcon />}
              onClick={() => void actions.testDb()}
              disabled={actions.testingDb}
            >
              {actions.testingDb ? t`Testing...` : t`Test DB`}
            </Button>
          </ManagementActions>
        }
      />

      <StatsSection label={t`Service statistics`} data={stats.data} error={stats.error} skeletons={4}>
        {(data) => <ServiceStatCards stats={data.serviceStats} />}
      </StatsSection>

      <ServiceFilters value={filters} onChange={changeFilters} views={<SavedViewsMenu list="services" />} />
      <ServiceBulkBar selection={selection} pageIds={services?.items.map((s) => s.id) ?? []} total={services?.total ?? 0} filter={filter} />

      <PagedCardGrid
        label={t`Services`}
        {...gridProps(list, services)}
        skeletons={SKELETON_CARDS}
        emptyMessage={t`No services found`}
        emptyHint={filtered ? t`Try a different search or filter.` : t`Add your first service to show it here.`}
        count={(total) => <Plural value={total} one="# service" other="# services" />}
        renderCard={(service) => (
          <SelectableItem name={service.title} selected={selection.isSelected(service.id)} onToggle={() => selection.toggle(service.id)}>
            <ServiceCard service={service} onEdit={() => openDialog(service)} onDelete={() => askDelete(service)} />
          </SelectableItem>
        )}
      />

      <ServiceDialog key={dialog.key} service={dialog.item} {...dialogProps(actions)} />
      <DeleteConfirmDialog title={t`Delete Service`} message={t`Are you sure you want to delete this service?`} {...deleteProps(actions.remove, services)} />
    </>
  );
}
