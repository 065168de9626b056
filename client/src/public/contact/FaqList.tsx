import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ContactPageQuery } from '../../__generated__/graphql';

export type PublicFaq = ContactPageQuery['faqs'][number];

/** The active FAQs in their order; each question opens its answer. */
export function FaqList({ faqs }: { faqs: readonly PublicFaq[] }) {
  return (
    <div>
      {faqs.map((faq) => (
        <Accordion
          key={faq.id}
          disableGutters
          sx={{ '&:not(:last-of-type)': { mb: 1.5 }, borderRadius: 2, '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 3, py: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 3, pb: 3, pt: 0 }}>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7, whiteSpace: 'pre-line' }}>
              {faq.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
