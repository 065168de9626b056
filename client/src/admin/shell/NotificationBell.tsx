import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminNotificationFeedSubscription as FeedData, AdminNotificationsQuery as AdminNotificationsData } from '../../__generated__/graphql';
import { showDesktopNotification } from './desktop-notifications';
import { useFormat } from '../../components/format/useFormat';
import { visuallyHidden } from '../../components/visually-hidden';
import {
  AdminMarkAllNotificationsReadMutation,
  AdminMarkNotificationReadMutation,
  AdminNotificationFeedSubscription,
  AdminNotificationsQuery,
} from './operations';

/** Polling is the fallback: while the live feed is down, or Push Notifications is off. */
const POLL_INTERVAL_MS = 60_000;
const LIST_SIZE = 10;
const LIST_VARIABLES = { page: { page: 1, pageSize: LIST_SIZE } };

type NotificationList = AdminNotificationsData['notifications'];
type Notification = NotificationList['items'][number];
type FeedEvent = FeedData['notificationFeed'];

/** The cached list with a pushed notification on top and the pushed unread count. */
function withPushed(list: NotificationList, event: FeedEvent): NotificationList {
  const pushed = event.notification;
  if (!pushed || list.items.some((item) => item.id === pushed.id)) return { ...list, unread: event.unread };
  return { ...list, unread: event.unread, total: list.total + 1, items: [pushed, ...list.items].slice(0, LIST_SIZE) };
}

/** Rewrites the bell's cached list (a mark, a push); nothing when it is not cached yet. */
function updateCachedList(cache: ApolloCache, change: (list: NotificationList) => NotificationList): void {
  const cached = cache.readQuery({ query: AdminNotificationsQuery, variables: LIST_VARIABLES });
  if (cached) cache.writeQuery({ query: AdminNotificationsQuery, variables: LIST_VARIABLES, data: { notifications: change(cached.notifications) } });
}

/**
 * The top bar's bell: the signed-in user's notifications, newest first. New ones and the unread
 * count arrive live over the notification feed (a WebSocket subscription) while System Settings ›
 * Push Notifications is on (then also as desktop notifications, once allowed from the settings
 * screen); otherwise, or while the feed is down, the list is polled every minute.
 */
export function NotificationBell() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const popoverId = useId();
  const client = useApolloClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [live, setLive] = useState(false);
  const { data, refetch } = useQuery(AdminNotificationsQuery, {
    variables: LIST_VARIABLES,
    pollInterval: live ? 0 : POLL_INTERVAL_MS,
  });
  useSubscription(AdminNotificationFeedSubscription, {
    onData: ({ data: result }) => {
      const event = result.data?.notificationFeed;
      if (!event) return;
      setLive(event.live);
      const cached = client.cache.readQuery({ query: AdminNotificationsQuery, variables: LIST_VARIABLES });
      const pushed = event.notification;
      // New to this tab (not a replay after reconnecting): also on the desktop, when allowed.
      if (event.live && pushed && !pushed.isRead && !cached?.notifications.items.some((item) => item.id === pushed.id)) {
        showDesktopNotification(pushed, () => {
          if (pushed.link) void navigate(pushed.link);
        });
      }
      if (event.notification && cached) {
        updateCachedList(client.cache, (list) => withPushed(list, event));
      } else if (cached?.notifications.unread !== event.unread) {
        // Read in another tab, or missed while reconnecting: which ones changed is on the server.
        void refetch().catch(() => undefined);
      }
    },
    onError: () => setLive(false),
    onComplete: () => setLive(false),
  });
  // A mark is written into the cached list, no request: the answer merges the notification's
  // isRead, and the unread count follows (only unread ones are marked).
  const [markRead] = useMutation(AdminMarkNotificationReadMutation, {
    update: (cache) => updateCachedList(cache, (list) => ({ ...list, unread: Math.max(0, list.unread - 1) })),
  });
  const [markAllRead, markAll] = useMutation(AdminMarkAllNotificationsReadMutation, {
    update: (cache) => updateCachedList(cache, (list) => ({ ...list, unread: 0, items: list.items.map((item) => ({ ...item, isRead: true })) })),
  });

  const items = data?.notifications.items ?? [];
  const unread = data?.notifications.unread ?? 0;

  const open = (notification: Notification) => {
    setAnchor(null);
    if (!notification.isRead) {
      // A failed mark is not worth interrupting the admin for: the bell keeps showing it unread.
      markRead({ variables: { id: notification.id } }).catch(() => undefined);
    }
    if (notification.link) void navigate(notification.link);
  };

  const unreadCount = format.count(unread);
  const label = unread > 0 ? t`Notifications, ${unreadCount} unread` : t`Notifications`;

  return (
    <>
      <Tooltip title={t`Notifications`}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 24px)', mt: 1 } } }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.25 }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            <Trans>Notifications</Trans>
          </Typography>
          <Button
            size="small"
            startIcon={<DoneAllIcon fontSize="small" />}
            disabled={unread === 0 || markAll.loading}
            onClick={() => void markAllRead().catch(() => undefined)}
          >
            <Trans>Mark all as read</Trans>
          </Button>
        </Box>
        <Divider />
        {items.length === 0 ? (
          <Box sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}>
            <NotificationsNoneOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
            <Typography variant="body2">
              <Trans>No notifications</Trans>
            </Typography>
          </Box>
        ) : (
          <List disablePadding sx={{ maxHeight: 400, overflowY: 'auto' }} aria-label={t`Notifications`}>
            {items.map((notification) => (
              <ListItemButton
                key={notification.id}
                onClick={() => open(notification)}
                divider
                sx={{
                  alignItems: 'flex-start',
                  gap: 1.5,
                  py: 1.25,
                  bgcolor: notification.isRead ? undefined : 'action.hover',
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 8,
                    height: 8,
                    mt: 0.9,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: notification.isRead ? 'transparent' : 'primary.main',
                  }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: notification.isRead ? 400 : 700 }}>
                    {notification.title}
                    {!notification.isRead && <Box component="span" sx={visuallyHidden}>
                        {' '}
                        <Trans>(unread)</Trans>
                      </Box>}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {notification.message}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {format.relativeTime(notification.createdAt)}
                  </Typography>
                </Box>
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
