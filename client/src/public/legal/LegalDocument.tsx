import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../components/format/useFormat';
import { PageHero } from '../shared/PageHero';

/** A numbered section: its heading, its paragraphs and an optional list, each a message of the legal catalog. */
export interface LegalSection {
  heading: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
  items?: readonly MessageDescriptor[];
}

interface LegalDocumentProps {
  title: string;
  intro: string;
  /** The day of the last change, as an ISO date (shown in the page's language). */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

const LEGAL_EMAIL = 'legal@aisolutions.com';
const POSTAL_ADDRESS = 'AI Solutions, 123 Innovation Drive, San Francisco, CA 94105';

/** Layout shared by the Terms of Service and the Privacy Policy. */
export function LegalDocument({ title, intro, lastUpdated, sections }: LegalDocumentProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  // A day, the same everywhere: read and written in UTC.
  const date = format.dateTime({ dateStyle: 'long' }, 'UTC').format(new Date(lastUpdated));
  const email = LEGAL_EMAIL;
  const address = POSTAL_ADDRESS;
  return (
    <>
      <PageHero eyebrow={t`Legal`} title={title} subtitle={t`Last updated: ${date}`} />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, borderRadius: 4 }}>
          <Typography sx={{ fontSize: '1.075rem', lineHeight: 1.8, mb: 4 }}>{intro}</Typography>
          <Stack spacing={4}>
            {sections.map((section, index) => (
              <section key={index}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {index + 1}. {i18n._(section.heading)}
                </Typography>
                {section.paragraphs.map((paragraph, i) => (
                  <Typography key={i} color="text.secondary" sx={{ lineHeight: 1.8, mb: 1.5 }}>
                    {i18n._(paragraph)}
                  </Typography>
                ))}
                {section.items && (
                  <Typography component="ul" color="text.secondary" sx={{ lineHeight: 1.8, pl: 3, my: 0 }}>
                    {section.items.map((item, i) => (
                      <li key={i}>{i18n._(item)}</li>
                    ))}
                  </Typography>
                )}
              </section>
            ))}
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 5, lineHeight: 1.8 }}>
            <Trans>
              Questions? Write to us at{' '}
              <Link href={`mailto:${email}`} underline="always">
                {email}
              </Link>{' '}
              or by post to {address}.
            </Trans>
          </Typography>
        </Paper>
      </Container>
    </>
  );
}
