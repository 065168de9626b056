import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { HydrationSlice } from '../../components/HydrationSlice';
import { PageHero } from '../shared/PageHero';
import { PageSection } from '../shared/PageSection';
import { ContactAside } from './ContactAside';
import { ContactForm } from './ContactForm';
import { ContactInfoCards } from './ContactInfoCards';
import { CONTACT_FALLBACK } from './contact-fallback';
import { FaqList } from './FaqList';
import { OfficeList } from './OfficeList';
import { ContactPageQuery } from './operations';

export function ContactPage() {
  const [searchParams] = useSearchParams();
  const { t } = useLingui();
  const { data, loading, error } = useQuery(ContactPageQuery);
  // Spec section 8: if loading fails, the built-in default contact info and offices show.
  const content = error ? CONTACT_FALLBACK : data;

  return (
    <>
      <PageHero
        eyebrow={t({ message: 'Contact', comment: 'The eyebrow above the contact page title.' })}
        title={t`Get in Touch`}
        subtitle={t`Questions about our AI solutions or training programs? Send us a message and we will reply within 24 hours.`}
      />
      <PageSection label={t`Contact information`} padding={{ pt: { xs: 6, md: 8 } }}>
        <ContactInfoCards items={content?.contactInfo ?? []} loading={loading && !content} />
      </PageSection>

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <HydrationSlice>
              <ContactForm initialSubject={searchParams.get('subject') ?? ''} />
            </HydrationSlice>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <HydrationSlice>
              <ContactAside />
            </HydrationSlice>
          </Grid>
        </Grid>
      </Container>

      {content && content.globalOffices.length > 0 && (
        <PageSection
          label={t`Our Global Offices`}
          shaded
          heading={{ eyebrow: t`Worldwide`, title: t`Our Global Offices`, subtitle: t`Teams across time zones, close to our clients.` }}
        >
          <OfficeList offices={content.globalOffices} />
        </PageSection>
      )}

      {content && content.faqs.length > 0 && (
        <PageSection label={t`Frequently Asked Questions`} maxWidth="md" heading={{ eyebrow: t`FAQ`, title: t`Frequently Asked Questions` }}>
          <FaqList faqs={content.faqs} />
        </PageSection>
      )}
    </>
  );
}
