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
import type {
  AdminContactMessage_MessageFragment,
  ContactMessagePriority,
  ContactMessageStatus,
} from '../../../__generated__/graphql';
import { formatRelativeTime } from '../../../components/format/relative-time';
import { SERVICE_INTEREST_LABELS } from '../../../public/contact/service-interests';
import { UserAvatar } from '../../users/UserAvatar';
import { formatDateTime } from '../../users/user-dates';
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
  const isNew = message.status === 'new';
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${message.subject}, from ${message.name}`}
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
              label={STATUS_LABELS[message.status]}
              color={STATUS_COLORS[message.status]}
              sx={{ fontWeight: 600 }}
            />
            <Chip
              size="small"
              variant="outlined"
              label={`${PRIORITY_LABELS[message.priority]} priority`}
              color={PRIORITY_COLORS[message.priority]}
            />
            <Typography variant="caption" color="text.secondary" title={formatDateTime(message.createdAt)}>
              {formatRelativeTime(message.createdAt)}
            </Typography>
          </Stack>
        </Stack>

        <Typography variant="subtitle2" component="p" sx={{ mt: 2, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
        {message.serviceInterest && (
          <Typography variant="caption" color="primary" component="p" sx={{ fontWeight: 600 }}>
            Interested in: {SERVICE_INTEREST_LABELS[message.serviceInterest]}
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
              Reply by {message.repliedBy ?? 'an administrator'}
              {message.repliedAt && <> · {formatDateTime(message.repliedAt)}</>}
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
            label="Status"
            value={message.status}
            options={MESSAGE_STATUSES}
            labels={STATUS_LABELS}
            onValueChange={(status) => status && onStatusChange(status)}
          />
          <SelectField
            {...COMPACT_SELECT}
            label="Priority"
            value={message.priority}
            options={MESSAGE_PRIORITIES}
            labels={PRIORITY_LABELS}
            onValueChange={(priority) => priority && onPriorityChange(priority)}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button size="small" variant="contained" startIcon={<ReplyIcon />} onClick={onReply}>
            Reply
          </Button>
          <CardActionButton label="Delete" name={`message from ${message.name}`} color="error" icon={<DeleteOutlineIcon />} onClick={onDelete} />
        </Stack>
      </CardActions>
    </Card>
  );
}
