import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import PublicIcon from '@mui/icons-material/Public';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { useSearchParams } from 'react-router-dom';
import { CardGridSkeleton, StatCardsSkeleton } from '../../components/LoadingSkeletons';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../data-transfer/ExportButton';
import { ImportButton } from '../data-transfer/ImportButton';
import { FaqTab } from './faq/FaqTab';
import { ContactInfoTab } from './info/ContactInfoTab';
import { MessagesTab, NO_MESSAGE_FILTERS } from './messages/MessagesTab';
import { useListPaging } from '../../components/useListPaging';
import { OfficesTab } from './offices/OfficesTab';
import { useInitializeContactData } from './useInitializeContactData';

const TABS = [
  { value: 'messages', label: msg({ message: 'Messages', context: 'contact tab' }), icon: <ChatBubbleOutlineIcon /> },
  { value: 'info', label: msg({ message: 'Contact Info', context: 'contact tab' }), icon: <ContactPhoneOutlinedIcon /> },
  { value: 'offices', label: msg({ message: 'Global Offices', context: 'contact tab' }), icon: <PublicIcon /> },
  { value: 'faq', label: msg({ message: 'FAQ', context: 'contact tab' }), icon: <QuizOutlinedIcon /> },
] as const;

/** What each tab's Export button exports; the Messages tab's export follows its search and filters. */
const EXPORT_TYPES = { messages: 'contact-messages', info: 'contact-info', offices: 'global-offices', faq: 'faqs' } as const;

type TabValue = (typeof TABS)[number]['value'];

/** Tabs whose records can be imported from a file (the server's import types). */
const IMPORTS: Partial<Record<TabValue, { type: string; title: MessageDescriptor }>> = {
  offices: { type: 'global-offices', title: msg`Import Global Offices` },
  faq: { type: 'faqs', title: msg`Import FAQs` },
};

/** Contact Management: four tabs; the tab lives in the address (?tab=…) so it survives a reload. */
export function ContactManagementPage() {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabValue = TABS.find((option) => option.value === searchParams.get('tab'))?.value ?? 'messages';
  const ready = useInitializeContactData();
  const messagePaging = useListPaging(NO_MESSAGE_FILTERS);
  const { search, filters } = messagePaging;
  const exportFilters = tab === 'messages' ? { search: search || null, status: filters.status || null, priority: filters.priority || null } : undefined;
  const show = (value: TabValue) => setSearchParams(value === 'messages' ? {} : { tab: value }, { replace: true });

  return (
    <>
      <PageHeader
        title={t`Contact Management`}
        subtitle={t`Manage messages, contact information, offices and FAQs`}
        actions={
          <>
            <ExportButton key={tab} type={EXPORT_TYPES[tab]} filters={exportFilters} />
            {IMPORTS[tab] && <ImportButton key={`import-${tab}`} type={IMPORTS[tab].type} title={i18n._(IMPORTS[tab].title)} />}
          </>
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabValue) => show(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t`Contact Management sections`}
        >
          {TABS.map((option) => (
            <Tab
              key={option.value}
              value={option.value}
              label={i18n._(option.label)}
              icon={option.icon}
              iconPosition="start"
              sx={{ minHeight: 52 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" aria-label={i18n._(TABS.find((option) => option.value === tab)?.label ?? TABS[0].label)}>
        {!ready ? (
          <>
            {tab === 'messages' && <StatCardsSkeleton count={4} />}
            <Box sx={{ mt: 3 }}>
              <CardGridSkeleton count={3} />
            </Box>
          </>
        ) : tab === 'messages' ? (
          <MessagesTab onManageContactInfo={() => show('info')} paging={messagePaging} />
        ) : tab === 'info' ? (
          <ContactInfoTab />
        ) : tab === 'offices' ? (
          <OfficesTab />
        ) : (
          <FaqTab />
        )}
      </Box>
    </>
  );
}
