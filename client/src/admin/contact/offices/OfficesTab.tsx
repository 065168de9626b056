import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import type { AdminGlobalOffice_OfficeFragment } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { CardGridSkeleton } from '../../../components/LoadingSkeletons';
import { errorReason } from '../../../components/form/graphql-errors';
import { AdminGlobalOfficesQuery } from '../operations';
import { TabToolbar } from '../shared/TabToolbar';
import { OfficeDialog } from './OfficeDialog';
import { useOfficeActions } from './useOfficeActions';

type Office = AdminGlobalOffice_OfficeFragment;

/** Global Offices: the offices the contact page lists (active ones only), headquarters first. */
export function OfficesTab() {
  const { data, error, refetch } = useQuery(AdminGlobalOfficesQuery);
  const actions = useOfficeActions();
  const [dialog, setDialog] = useState<{ key: number; open: boolean; office: Office | null }>({ key: 0, open: false, office: null });
  const [pendingDelete, setPendingDelete] = useState<Office | null>(null);
  const offices = data?.globalOffices;

  const openDialog = (office: Office | null) => setDialog((current) => ({ key: current.key + 1, open: true, office }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  return (
    <>
      <TabToolbar
        text="Listed on the contact page, headquarters first. Hidden offices are not shown to visitors."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
            Add Office
          </Button>
        }
      />
      {error && !offices ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Retry</Button>}>
          {errorReason(error)}
        </Alert>
      ) : !offices ? (
        <CardGridSkeleton count={3} />
      ) : offices.length === 0 ? (
        <EmptyState message="No offices yet" hint="Add your first office to list it on the contact page." />
      ) : (
        <Grid container spacing={2}>
          {offices.map((office) => (
            <Grid key={office.id} size={{ xs: 12, md: 6, xl: 4 }}>
              <Card variant="outlined" component="article" aria-label={office.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                    <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', mr: 'auto' }}>
                      {office.name}
                    </Typography>
                    {office.isHeadquarters && <Chip size="small" color="primary" label="Headquarters" />}
                    <Chip size="small" color={office.isActive ? 'success' : 'default'} label={office.isActive ? 'Active' : 'Hidden'} />
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
                </CardContent>
                <Divider />
                <CardActions sx={{ justifyContent: 'flex-end', px: 2 }}>
                  <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => openDialog(office)} aria-label={`Edit ${office.name}`}>
                    Edit
                  </Button>
                  <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setPendingDelete(office)} aria-label={`Delete ${office.name}`}>
                    Delete
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <OfficeDialog
        key={dialog.key}
        open={dialog.open}
        office={dialog.office}
        onClose={closeDialog}
        onSubmit={async (input) => {
          if (dialog.office) await actions.update(dialog.office.id, input);
          else await actions.create(input);
          closeDialog();
        }}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete Office"
        message="Are you sure you want to delete this office?"
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (pendingDelete) void actions.remove(pendingDelete.id);
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
