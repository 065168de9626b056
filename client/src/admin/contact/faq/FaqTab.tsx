import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminFaq_FaqFragment } from '../../../__generated__/graphql';
import { AdminFaqsQuery } from '../operations';
import { DeleteConfirm } from '../shared/DeleteConfirm';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { ListStatus } from '../../../components/ListStatus';
import { TabToolbar } from '../shared/TabToolbar';
import { useContactTab } from '../shared/useContactTab';
import { SelectCheckbox } from '../../shared/bulk/SelectCheckbox';
import { useBulkSelection } from '../../shared/bulk/useBulkSelection';
import { FaqBulkBar } from './FaqBulkBar';
import { FaqDialog } from './FaqDialog';
import { useFaqActions } from './useFaqActions';
import { MissingLanguagesChip } from '../../shared/content-languages/MissingLanguagesChip';
import { missingLanguages } from '../../shared/content-languages/content-languages';
import { FAQ_TEXT_FIELDS } from './faq-form';

type Faq = AdminFaq_FaqFragment;

/** FAQ: the questions of the contact page in their order, with move up and down. */
export function FaqTab() {
  const { t } = useLingui();
  const query = useQuery(AdminFaqsQuery);
  const { data } = query;
  const actions = useFaqActions();
  const { dialog, openDialog, dialogProps, deletion, statusProps } = useContactTab(query, data?.faqs);
  const [moving, setMoving] = useState(false);
  const faqs = data?.faqs ?? [];
  const selection = useBulkSelection('faqs');
  // `?open=<id>`: the global search sent an FAQ here; its edit dialog opens once the list is in.
  const [params] = useSearchParams();
  const openId = params.get('open');
  const [openedFromAddress, setOpenedFromAddress] = useState<string | null>(null);
  if (openId && openId !== openedFromAddress && data) {
    setOpenedFromAddress(openId);
    const asked = faqs.find((faq) => faq.id === openId);
    if (asked) openDialog(asked);
  }
  const move = async (faq: Faq, direction: 'up' | 'down') => {
    setMoving(true);
    await actions.move(faq.id, direction);
    setMoving(false);
  };

  return (
    <>
      <TabToolbar text={t`Shown on the contact page in this order. Hidden FAQs are not shown to visitors.`} addLabel={t`Add FAQ`} onAdd={() => openDialog(null)} />
      {faqs.length > 0 && <FaqBulkBar selection={selection} pageIds={faqs.map((faq) => faq.id)} />}
      <ListStatus
        {...statusProps}
        skeletons={4}
        emptyMessage={t`No FAQs yet`}
        emptyHint={t`Add the questions visitors ask most.`}
      >
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {faqs.map((faq, index) => {
            const question = faq.question;
            return (
              <Card
                key={faq.id}
                variant="outlined"
                component="li"
                aria-label={faq.question}
                sx={{ opacity: faq.isActive ? 1 : 0.75 }}
              >
                <CardContent
                  sx={{
                    display: 'flex',
                    gap: 2,
                    alignItems: 'flex-start',
                    flexWrap: { xs: 'wrap', sm: 'nowrap' },
                    '&:last-child': { pb: 2 },
                  }}
                >
                  {/* The checkbox heads the order column: on a phone a column of its own would squeeze the text. */}
                  <Stack sx={{ alignItems: 'center' }}>
                    <SelectCheckbox name={faq.question} selected={selection.isSelected(faq.id)} onToggle={() => selection.toggle(faq.id)} sx={{ mt: -1 }} />
                    <Stack sx={{ alignItems: 'center' }} aria-label={t`Order`}>
                      <Tooltip title={t`Move up`}>
                        <span>
                          <IconButton
                            size="small"
                            aria-label={t`Move up: ${question}`}
                            disabled={index === 0 || moving}
                            onClick={() => void move(faq, 'up')}
                          >
                            <ArrowUpwardIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
                        {faq.order}
                      </Typography>
                      <Tooltip title={t`Move down`}>
                        <span>
                          <IconButton
                            size="small"
                            aria-label={t`Move down: ${question}`}
                            disabled={index === faqs.length - 1 || moving}
                            onClick={() => void move(faq, 'down')}
                          >
                            <ArrowDownwardIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </Stack>
                  </Stack>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {faq.question}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    >
                      {faq.answer}
                    </Typography>
                    <Stack direction="row" useFlexGap spacing={0.75} sx={{ mt: 1.25, flexWrap: 'wrap' }}>
                      <Chip size="small" color="primary" variant="outlined" label={faq.category} />
                      {!faq.isActive && <Chip size="small" label={t`Hidden`} />}
                      <MissingLanguagesChip missing={missingLanguages(faq.translations, FAQ_TEXT_FIELDS)} />
                      {faq.tags.map((tag) => (
                        <Chip key={tag} size="small" label={`#${tag}`} />
                      ))}
                    </Stack>
                  </Box>
                  <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }}>
                    <EditDeleteButtons name={faq.question} onEdit={() => openDialog(faq)} onDelete={() => deletion.askDelete(faq)} />
                  </Stack>
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      </ListStatus>
      <FaqDialog key={dialog.key} faq={dialog.item} {...dialogProps(actions)} />
      <DeleteConfirm deletion={deletion} title={t`Delete FAQ`} message={t`Are you sure you want to delete this FAQ?`} onDelete={actions.remove} />
    </>
  );
}
