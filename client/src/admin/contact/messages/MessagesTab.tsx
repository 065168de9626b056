import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Plural, useLingui } from '@lingui/react/macro';
import type { AdminContactMessage_MessageFragment } from '../../../__generated__/graphql';
import { DeleteConfirmDialog } from '../../../components/DeleteConfirmDialog';
import { ListPagination } from '../../../components/ListPagination';
import { StatsSection } from '../../../components/StatsSection';
import { useItemDialog } from '../../../components/useItemDialog';
import { useListPaging } from '../../../components/useListPaging';
import { usePendingDelete } from '../../../components/usePendingDelete';
import { AdminContactMessageStatsQuery, AdminContactMessagesQuery } from '../operations';
import { ListStatus } from '../../../components/ListStatus';
import { ContactInfoStrip } from './ContactInfoStrip';
import { MessageCard } from './MessageCard';
import { MessageFilters } from './MessageFilters';
import { SavedViewsMenu } from '../../shared/views/SavedViewsMenu';
import type { MessageFilterValues } from './MessageFilters';
import { MessageStatCards } from './MessageStatCards';
import { ReplyDialog } from './ReplyDialog';
import { useMessageActions } from './useMessageActions';
import { listStatusOf } from '../../../components/list-status';

const PAGE_SIZE = 10;
const SKELETON_CARDS = 3; // spec section 9: message cards 3

type Message = AdminContactMessage_MessageFragment;

export const NO_MESSAGE_FILTERS: MessageFilterValues = { search: '', status: '', priority: '' };
export type MessagePaging = ReturnType<typeof useListPaging<MessageFilterValues>>;

/**
 * Messages: stat cards, the contact-info strip, search and filters, and the message cards. The page
 * owns the filters (`paging`), so its Export button exports what this tab shows.
 */
export function MessagesTab({ onManageContactInfo, paging }: { onManageContactInfo: () => void; paging: MessagePaging }) {
  const { t } = useLingui();
  const { filters, changeFilters, search, page, setPage, afterItemRemoved } = paging;
  const replying = useItemDialog<Message>();
  const { askDelete, confirmDelete, confirmProps } = usePendingDelete<Message>();
  const actions = useMessageActions();

  const list = useQuery(AdminContactMessagesQuery, {
    variables: {
      filter: { search: search || null, status: filters.status || null, priority: filters.priority || null },
      page: { page, pageSize: PAGE_SIZE },
    },
  });
  const stats = useQuery(AdminContactMessageStatsQuery);

  const openReply = (message: Message) => {
    replying.openDialog(message);
    if (message.status === 'new') void actions.open(message.id);
  };

  const deleteMessage = async () => {
    const itemsOnPage = list.data?.contactMessages.items.length;
    if (await confirmDelete((message) => actions.remove(message.id))) afterItemRemoved(itemsOnPage);
  };

  const messages = list.data?.contactMessages;
  const filtered = Boolean(search || filters.status || filters.priority);

  return (
    <>
      <StatsSection label={t`Message statistics`} data={stats.data} error={stats.error} skeletons={4}>
        {(data) => <MessageStatCards stats={data.contactMessageStats} />}
      </StatsSection>

      <ContactInfoStrip onManage={onManageContactInfo} />
      <MessageFilters value={filters} onChange={changeFilters} views={<SavedViewsMenu list="messages" />} />

      <Box component="section" aria-label={t`Messages`}>
        <ListStatus
          {...listStatusOf(list, messages?.items)}
          skeletons={SKELETON_CARDS}
          emptyMessage={t`No messages found`}
          emptyHint={
            filtered ? t`Try a different search or filter.` : t`Messages sent from the contact page appear here.`
          }
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            <Plural value={messages?.total ?? 0} one="# message" other="# messages" />
          </Typography>
          <Stack spacing={2}>
            {messages?.items.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                onReply={() => openReply(message)}
                onStatusChange={(status) => void actions.setStatus(message.id, status)}
                onPriorityChange={(priority) => void actions.setPriority(message.id, priority)}
                onDelete={() => askDelete(message)}
              />
            ))}
          </Stack>
          <ListPagination total={messages?.total ?? 0} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
        </ListStatus>
      </Box>

      <ReplyDialog
        key={replying.dialog.key}
        open={replying.dialog.open}
        message={replying.dialog.item}
        onClose={replying.closeDialog}
        onSend={async (reply) => {
          if (!replying.dialog.item) return;
          await actions.reply(replying.dialog.item.id, reply);
          replying.closeDialog();
        }}
      />
      <DeleteConfirmDialog title={t`Delete Message`} message={t`Are you sure you want to delete this message?`} {...confirmProps(() => void deleteMessage())} />
    </>
  );
}
