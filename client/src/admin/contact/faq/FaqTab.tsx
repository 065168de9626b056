import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import type { AdminFaq_FaqFragment } from '../../../__generated__/graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { CardGridSkeleton } from '../../../components/LoadingSkeletons';
import { errorReason } from '../../../components/form/graphql-errors';
import { AdminFaqsQuery } from '../operations';
import { TabToolbar } from '../shared/TabToolbar';
import { FaqDialog } from './FaqDialog';
import { useFaqActions } from './useFaqActions';

type Faq = AdminFaq_FaqFragment;

/** FAQ: the questions of the contact page in their order, with move up and down. */
export function FaqTab() {
  const { data, error, refetch } = useQuery(AdminFaqsQuery);
  const actions = useFaqActions();
  const [dialog, setDialog] = useState<{ key: number; open: boolean; faq: Faq | null }>({ key: 0, open: false, faq: null });
  const [pendingDelete, setPendingDelete] = useState<Faq | null>(null);
  const [moving, setMoving] = useState(false);
  const faqs = data?.faqs;

  const openDialog = (faq: Faq | null) => setDialog((current) => ({ key: current.key + 1, open: true, faq }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  const move = async (faq: Faq, direction: 'up' | 'down') => {
    setMoving(true);
    await actions.move(faq.id, direction);
    setMoving(false);
  };

  return (
    <>
      <TabToolbar
        text="Shown on the contact page in this order. Hidden FAQs are not shown to visitors."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
            Add FAQ
          </Button>
        }
      />
      {error && !faqs ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Retry</Button>}>
          {errorReason(error)}
        </Alert>
      ) : !faqs ? (
        <CardGridSkeleton count={4} />
      ) : faqs.length === 0 ? (
        <EmptyState message="No FAQs yet" hint="Add the questions visitors ask most." />
      ) : (
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {faqs.map((faq, index) => (
            <Card key={faq.id} variant="outlined" component="li" aria-label={faq.question} sx={{ opacity: faq.isActive ? 1 : 0.75 }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' }, '&:last-child': { pb: 2 } }}>
                <Stack sx={{ alignItems: 'center' }} aria-label="Order">
                  <Tooltip title="Move up">
                    <span>
                      <IconButton size="small" aria-label={`Move up: ${faq.question}`} disabled={index === 0 || moving} onClick={() => void move(faq, 'up')}>
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
                    {faq.order}
                  </Typography>
                  <Tooltip title="Move down">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Move down: ${faq.question}`}
                        disabled={index === faqs.length - 1 || moving}
                        onClick={() => void move(faq, 'down')}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {faq.question}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {faq.answer}
                  </Typography>
                  <Stack direction="row" useFlexGap spacing={0.75} sx={{ mt: 1.25, flexWrap: 'wrap' }}>
                    <Chip size="small" color="primary" variant="outlined" label={faq.category} />
                    {!faq.isActive && <Chip size="small" label="Hidden" />}
                    {faq.tags.map((tag) => (
                      <Chip key={tag} size="small" label={`#${tag}`} />
                    ))}
                  </Stack>
                </Box>
                <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }}>
                  <Tooltip title="Edit">
                    <IconButton aria-label={`Edit ${faq.question}`} onClick={() => openDialog(faq)}>
                      <EditOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton aria-label={`Delete ${faq.question}`} color="error" onClick={() => setPendingDelete(faq)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      <FaqDialog
        key={dialog.key}
        open={dialog.open}
        faq={dialog.faq}
        onClose={closeDialog}
        onSubmit={async (input) => {
          if (dialog.faq) await actions.update(dialog.faq.id, input);
          else await actions.create(input);
          closeDialog();
        }}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete FAQ"
        message="Are you sure you want to delete this FAQ?"
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
