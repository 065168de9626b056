import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminContactMessage_MessageFragment,
  ContactMessagePriority,
  ContactMessageStatus,
} from '../../../__generated__/graphql';
import { useFormat } from '../../../components/format/useFormat';
import { SERVICE_INTEREST_MESSAGES } from '../../../public/contact/service-interests';
import { UserAvatar } from '../../users/UserAvatar';
import { useUserDates } from '../../users/user-dates';
import {
  MESSAGE_PRIORITIES,
  MESSAGE_STATUSES,
  PRIORITY_COLORS,
  PRIORITY_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
} from './message-labels';
import { CardActionButton } from '../../../components/CardActionButtons';
import { SelectField } from '../../../components/form/SelectField';

export interface MessageCardProps {
  message: AdminContactMessage_MessageFragment;
  onReply: () => void;
  onStatusChange: (status: ContactMessageStatus) => void;
  onPriorityChange: (priority: ContactMessagePriority) => void;
  onDelete: () => void;
}

/** The card's status and priority selects: small, side by side. */
const COMPACT_SELECT = { size: 'small', fullWidth: false, sx: { minWidth: 130 } } as const;

export function MessageCard({ message, onReply, onStatusChange, onPriorityChange, onDelete }: MessageCardProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const dates = useUserDates();
  const isNew = message.status === 'new';
  const { subject, name } = message;
  const priority = i18n._(PRIORITY_LABELS[message.priority]);
  const interest = message.serviceInterest ? i18n._(SERVICE_INTEREST_MESSAGES[message.serviceInterest]) : null;
  const repliedBy = message.repliedBy ?? t`an administrator`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={t`${subject}, from ${name}`}
      data-testid="message-card"
      sx={{ borderLeft: 4, borderLeftColor: isNew ? 'primary.main' : 'divider' }}
    >
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Stack direction="row" spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
            <UserAvatar name={message.name} email={message.email} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: isNew ? 700 : 600, lineHeight: 1.3 }}>
                {message.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <Link href={`mailto:${message.email}`} underline="hover" color="inherit">
                  {message.email}
                </Link>
                {message.phone && <> · {message.phone}</>}
                {message.company && <> · {message.company}</>}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip
              size="small"
              label={i18n._(STATUS_LABELS[message.status])}
              color={STATUS_COLORS[message.status]}
              sx={{ fontWeight: 600 }}
            />
            <Chip
              size="small"
              variant="outlined"
              label={t`${priority} priority`}
              color={PRIORITY_COLORS[message.priority]}
            />
            <Typography variant="caption" color="text.secondary" title={dates.dateTime(message.createdAt)}>
              {format.relativeTime(message.createdAt)}
            </Typography>
          </Stack>
        </Stack>

        <Typography variant="subtitle2" component="p" sx={{ mt: 2, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
        {interest && (
          <Typography variant="caption" color="primary" component="p" sx={{ fontWeight: 600 }}>
            <Trans>Interested in: {interest}</Trans>
          </Typography>
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            mt: 1,
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 4,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {message.message}
        </Typography>

        {message.reply && (
          <Box
            sx={{
              mt: 2,
              p: 1.5,
              borderRadius: 1.5,
              bgcolor: 'action.hover',
              borderLeft: 3,
              borderColor: 'success.main',
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              <Trans>Reply by {repliedBy}</Trans>
              {message.repliedAt && <> · {dates.dateTime(message.repliedAt)}</>}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {message.reply}
            </Typography>
          </Box>
        )}
      </CardContent>
      <Divider />
      <CardActions disableSpacing sx={{ px: 2, py: 1.5, gap: 1.5, flexWrap: 'wrap' }}>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flex: '1 1 auto', flexWrap: 'wrap' }}>
          <SelectField
            {...COMPACT_SELECT}
            label={t`Status`}
            value={message.status}
            options={MESSAGE_STATUSES}
            labels={(status) => i18n._(STATUS_LABELS[status])}
            onValueChange={(status) => status && onStatusChange(status)}
          />
          <SelectField
            {...COMPACT_SELECT}
            label={t`Priority`}
            value={message.priority}
            options={MESSAGE_PRIORITIES}
            labels={(option) => i18n._(PRIORITY_LABELS[option])}
            onValueChange={(priority) => priority && onPriorityChange(priority)}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button size="small" variant="contained" startIcon={<ReplyIcon />} onClick={onReply}>
            <Trans>Reply</Trans>
          </Button>
          <CardActionButton label={t`Delete`} ariaLabel={t`Delete message from ${name}`} name={name} color="error" icon={<DeleteOutlineIcon />} onClick={onDelete} />
        </Stack>
      </CardActions>
    </Card>
  );
}
