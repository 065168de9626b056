import { useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { AdminGlobalOfficesQuery } from '../operations';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { ArticleCard } from '../../../components/ArticleCard';
import { EditDeleteActions } from '../../../components/CardActionButtons';
import { ListStatus } from '../../../components/ListStatus';
import { TabToolbar } from '../shared/TabToolbar';
import { useContactTab } from '../shared/useContactTab';
import { OfficeDialog } from './OfficeDialog';
import { useOfficeActions } from './useOfficeActions';

/** Global Offices: the offices the contact page lists (active ones only), headquarters first. */
export function OfficesTab() {
  const { t } = useLingui();
  const query = useQuery(AdminGlobalOfficesQuery);
  const offices = query.data?.globalOffices;
  const actions = useOfficeActions();
  const { dialog, openDialog, dialogProps, deletion, statusProps } = useContactTab(query, offices);

  return (
    <>
      <TabToolbar text={t`Listed on the contact page, headquarters first. Hidden offices are not shown to visitors.`} addLabel={t`Add Office`} onAdd={() => openDialog(null)} />
      <ListStatus
        {...statusProps}
        skeletons={3}
        emptyMessage={t`No offices yet`}
        emptyHint={t`Add your first office to list it on the contact page.`}
      >
        <Grid container spacing={2}>
          {offices?.map((office) => (
            <Grid key={office.id} size={{ xs: 12, md: 6, xl: 4 }}>
              <ArticleCard
                name={office.name}
                actions={<EditDeleteActions name={office.name} onEdit={() => openDialog(office)} onDelete={() => deletion.askDelete(office)} />}
              >
                <Stack
                  direction="row"
                  useFlexGap
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
                >
                  <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', mr: 'auto' }}>
                    {office.name}
                  </Typography>
                  {office.isHeadquarters && <Chip size="small" color="primary" label={t`Headquarters`} />}
                  <Chip
                    size="small"
                    color={office.isActive ? 'success' : 'default'}
                    label={office.isActive ? t({ message: 'Active', context: 'shown on the website' }) : t`Hidden`}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {office.address}, {office.city}, {office.country}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1.5 }}>
                  {office.phone} · {office.email}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {office.workingHours} · {office.timezone}
                </Typography>
                {office.coordinates && (
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                    {office.coordinates.lat.toFixed(4)}, {office.coordinates.lng.toFixed(4)}
                  </Typography>
                )}
              </ArticleCard>
            </Grid>
          ))}
        </Grid>
      </ListStatus>
      <OfficeDialog key={dialog.key} office={dialog.item} {...dialogProps(actions)} />
      <DeleteConfirm deletion={deletion} title={t`Delete Office`} message={t`Are you sure you want to delete this office?`} onDelete={actions.remove} />
    </>
  );
}
