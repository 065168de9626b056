import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTile } from '../../../components/IconTile';
import { AdminContactInfoQuery } from '../operations';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { ListStatus } from '../../../components/ListStatus';
import { TabToolbar } from '../shared/TabToolbar';
import { useContactTab } from '../shared/useContactTab';
import { ContactInfoDialog } from './ContactInfoDialog';
import { CONTACT_INFO_TYPE_LABELS } from './contact-info-form';
import { useContactInfoActions } from './useContactInfoActions';
import { useOpenAddFromUrl } from '../../../components/useOpenAddFromUrl';


/** Contact Info: the items of the public contact page, each with an active toggle. */
export function ContactInfoTab() {
  const { t, i18n } = useLingui();
  const query = useQuery(AdminContactInfoQuery);
  const items = query.data?.contactInfo;
  const actions = useContactInfoActions();
  const { dialog, openDialog, dialogProps, deletion, statusProps } = useContactTab(query, items);
  useOpenAddFromUrl(() => openDialog(null));

  return (
    <>
      <TabToolbar text={t`Shown as cards on the contact page. Only active items are visible to visitors.`} addLabel={t`Add Contact Info`} onAdd={() => openDialog(null)} />
      <ListStatus
        {...statusProps}
        skeletons={4}
        emptyMessage={t`No contact info yet`}
        emptyHint={t`Add an address, phone number, e-mail address or business hours.`}
      >
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items?.map((item) => {
            const order = item.order;
            return (
              <Card
                key={item.id}
                variant="outlined"
                component="li"
                aria-label={item.title}
                sx={{ opacity: item.isActive ? 1 : 0.75 }}
              >
                <CardContent
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}
                >
                  <IconTile fontSize={24}>{item.icon}</IconTile>
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                        {item.title}
                      </Typography>
                      <Chip size="small" variant="outlined" label={i18n._(CONTACT_INFO_TYPE_LABELS[item.type])} />
                      <Typography variant="caption" color="text.secondary">
                        <Trans>Order {order}</Trans>
                      </Typography>
                    </Stack>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {item.value}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto' }}>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={item.isActive}
                          onChange={(e) => void actions.setActive(item.id, e.target.checked)}
                        />
                      }
                      label={item.isActive ? t({ message: 'Active', context: 'shown on the website' }) : t`Hidden`}
                      slotProps={{ typography: { variant: 'body2', sx: { minWidth: 48 } } }}
                    />
                    <EditDeleteButtons name={item.title} onEdit={() => openDialog(item)} onDelete={() => deletion.askDelete(item)} />
                  </Stack>
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      </ListStatus>
      <ContactInfoDialog key={dialog.key} item={dialog.item} nextOrder={(items?.length ?? 0) + 1} {...dialogProps(actions)} />
      <DeleteConfirm deletion={deletion} title={t`Delete Contact Info`} message={t`Are you sure you want to delete this contact info?`} onDelete={actions.remove} />
    </>
  );
}
