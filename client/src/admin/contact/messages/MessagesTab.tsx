import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminContactMessage_MessageFragment } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StatCardsSkeleton } from '../../../components/LoadingSkeletons';
import { errorReason } from '../../../components/form/graphql-errors';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { AdminContactMessageStatsQuery, AdminContactMessagesQuery } from '../operations';
import { ListStatus } from '../../../components/ListStatus';
import { ContactInfoStrip } from './ContactInfoStrip';
import { MessageCard } from './MessageCard';
import { MessageFilters } from './MessageFilters';
import type { MessageFilterValues } from './MessageFilters';
import { MessageStatCards } from './MessageStatCards';
import { ReplyDialog } from './ReplyDialog';
import { useMessageActions } from './useMessageActions';

const PAGE_SIZE = 10;
const SKELETON_CARDS = 3; // spec section 9: message cards 3

type Message = AdminContactMessage_MessageFragment;

/** Messages: stat cards, the contact-info strip, search and filters, and the message cards. */
export function MessagesTab({ onManageContactInfo }: { onManageContactInfo: () => void }) {
  const [filters, setFilters] = useState<MessageFilterValues>({ search: '', status: '', priority: '' });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const [replying, setReplying] = useState<{ key: number; message: Message | null; open: boolean }>({
    key: 0,
    message: null,
    open: false,
  });
  const [pendingDelete, setPendingDelete] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState(false);
  const actions = useMessageActions();

  const list = useQuery(AdminContactMessagesQuery, {
    variables: {
      filter: { search: search || null, status: filters.status || null, priority: filters.priority || null },
      page: { page, pageSize: PAGE_SIZE },
    },
  });
  const stats = useQuery(AdminContactMessageStatsQuery);

  const changeFilters = (next: MessageFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const openReply = (message: Message) => {
    setReplying((current) => ({ key: current.key + 1, message, open: true }));
    if (message.status === 'new') void actions.open(message.id);
  };
  const closeReply = () => setReplying((current) => ({ ...current, open: false }));

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    const deleted = await actions.remove(pendingDelete.id);
    setDeleting(false);
    setPendingDelete(null);
    // Deleting the only card of a later page would leave an empty page behind.
    if (deleted && list.data?.contactMessages.items.length === 1 && page > 1) setPage(page - 1);
  };

  const messages = list.data?.contactMessages;
  const pageCount = messages ? Math.ceil(messages.total / PAGE_SIZE) : 0;
  const filtered = Boolean(search || filters.status || filters.priority);

  return (
    <>
      <Box component="section" aria-label="Message statistics" sx={{ mb: 3 }}>
        {stats.data ? (
          <MessageStatCards stats={stats.data.contactMessageStats} />
        ) : stats.error ? (
          <Alert severity="error">{errorReason(stats.error)}</Alert>
        ) : (
          <StatCardsSkeleton count={4} />
        )}
      </Box>

      <ContactInfoStrip onManage={onManageContactInfo} />
      <MessageFilters value={filters} onChange={changeFilters} />

      <Box component="section" aria-label="Messages">
        <ListStatus
          items={messages?.items}
          error={list.error}
          onRetry={() => void list.refetch()}
          skeletons={SKELETON_CARDS}
          emptyMessage="No messages found"
          emptyHint={
            filtered ? 'Try a different search or filter.' : 'Messages sent from the contact page appear here.'
          }
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {messages?.total === 1 ? '1 message' : `${messages?.total ?? 0} messages`}
          </Typography>
          <Stack spacing={2}>
            {messages?.items.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                onReply={() => openReply(message)}
                onStatusChange={(status) => void actions.setStatus(message.id, status)}
                onPriorityChange={(priority) => void actions.setPriority(message.id, priority)}
                onDelete={() => setPendingDelete(message)}
              />
            ))}
          </Stack>
          {pageCount > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination count={pageCount} page={page} onChange={(_, next) => setPage(next)} color="primary" />
            </Box>
          )}
        </ListStatus>
      </Box>

      <ReplyDialog
        key={replying.key}
        open={replying.open}
        message={replying.message}
        onClose={closeReply}
        onSend={async (reply) => {
          if (!replying.message) return;
          await actions.reply(replying.message.id, reply);
          closeReply();
        }}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete Message"
        message="Are you sure you want to delete this message?"
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
