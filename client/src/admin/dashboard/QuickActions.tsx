import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { IconTile } from '../../components/IconTile';
import type { IconTileColor } from '../../components/IconTile';

const ACTIONS: ReadonlyArray<{ label: MessageDescriptor; to: string; icon: typeof SvgIcon; color: IconTileColor }> = [
  { label: msg`Manage Users`, to: '/admin/users', icon: ManageAccountsOutlinedIcon, color: 'primary' },
  { label: msg`Add New Course`, to: '/admin/courses', icon: PostAddOutlinedIcon, color: 'success' },
  { label: msg`Post New Job`, to: '/admin/jobs', icon: WorkOutlinedIcon, color: 'warning' },
  { label: msg`View Analytics`, to: '/admin/analytics', icon: InsightsOutlinedIcon, color: 'secondary' },
];

export function QuickActions() {
  const { t, i18n } = useLingui();
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={t`Quick Actions`} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          {ACTIONS.map(({ label, to, icon: Icon, color }) => (
            <ButtonBase
              key={to}
              component={Link}
              to={to}
              sx={(theme) => ({
                justifyContent: 'flex-start',
                gap: 1.5,
                p: 2,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                transition: theme.transitions.create(['border-color', 'background-color']),
                '&:hover, &:focus-visible': {
                  borderColor: theme.vars.palette[color].main,
                  bgcolor: theme.alpha(theme.vars.palette[color].main, 0.06),
                },
              })}
            >
              <IconTile color={color} size={40}>
                <Icon fontSize="small" />
              </IconTile>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {i18n._(label)}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
