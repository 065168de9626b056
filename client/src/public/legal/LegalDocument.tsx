import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHero } from '../shared/PageHero';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

interface LegalDocumentProps {
  title: string;
  intro: string;
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/** Layout shared by the Terms of Service and the Privacy Policy. */
export function LegalDocument({ title, intro, lastUpdated, sections }: LegalDocumentProps) {
  return (
    <>
      <PageHero eyebrow="Legal" title={title} subtitle={`Last updated: ${lastUpdated}`} />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, borderRadius: 4 }}>
          <Typography sx={{ fontSize: '1.075rem', lineHeight: 1.8, mb: 4 }}>{intro}</Typography>
          <Stack spacing={4}>
            {sections.map((section, index) => (
              <section key={section.heading}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {index + 1}. {section.heading}
                </Typography>
                {section.paragraphs.map((paragraph) => (
                  <Typography key={paragraph} color="text.secondary" sx={{ lineHeight: 1.8, mb: 1.5 }}>
                    {paragraph}
                  </Typography>
                ))}
                {section.items && (
                  <Typography component="ul" color="text.secondary" sx={{ lineHeight: 1.8, pl: 3, my: 0 }}>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </Typography>
                )}
              </section>
            ))}
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 5, lineHeight: 1.8 }}>
            Questions? Write to us at <Link href="mailto:legal@aisolutions.com" underline="always">legal@aisolutions.com</Link> or by post
            to AI Solutions, 123 Innovation Drive, San Francisco, CA 94105.
          </Typography>
        </Paper>
      </Container>
    </>
  );
}
