import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ContactPageQuery } from '../../__generated__/graphql';

export type PublicFaq = ContactPageQuery['faqs'][number];

/**
 * The active FAQs in their order; each question opens its answer. The browser's own disclosure
 * (`<details>`, its `<summary>` the question as a heading), drawn as MUI's Accordion drew it: it opens
 * with the keyboard and tells assistive technology whether it is open, and it opens even before the
 * page's code has run. MUI's Accordion and its Collapse weigh ~3 kB gzip on the contact page's first load.
 */
export function FaqList({ faqs }: { faqs: readonly PublicFaq[] }) {
  return (
    <div>
      {faqs.map((faq) => (
        <Paper key={faq.id} component="details" sx={{ '&:not(:last-of-type)': { mb: 1.5 }, borderRadius: 2, '&[open] .faq-expand': { transform: 'rotate(180deg)' } }}>
          <Box
            component="summary"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              minHeight: 48,
              px: 3,
              py: 0.5,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              '&:focus-visible': { outline: 'none', bgcolor: 'action.focus' },
              borderRadius: 2,
            }}
          >
            <Typography component="h3" sx={{ fontWeight: 600, flex: 1, my: 1.5 }}>
              {faq.question}
            </Typography>
            <ExpandMoreIcon className="faq-expand" sx={{ color: 'action.active', transition: (theme) => theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }) }} />
          </Box>
          <Box sx={{ px: 3, pb: 3 }}>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7, whiteSpace: 'pre-line' }}>
              {faq.answer}
            </Typography>
          </Box>
        </Paper>
      ))}
    </div>
  );
}
