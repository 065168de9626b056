import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { CallToAction } from '../shared/CallToAction';
import { PageHero } from '../shared/PageHero';
import { PageSection } from '../shared/PageSection';
import { ProcessSteps } from './ProcessSteps';
import { ServiceCard } from './ServiceCard';
import { ServiceCardSkeleton } from './ServiceCardSkeleton';
import { ServicesPageQuery } from './operations';

const SKELETON_COUNT = 6;

export function ServicesPage() {
  const { t } = useLingui();
  const { data, loading, error } = useQuery(ServicesPageQuery);
  // Spec section 8: reading services fails → an empty list.
  const services = error ? [] : (data?.services.items ?? []);

  return (
    <>
      <PageHero
        eyebrow={t`Services`}
        title={t`AI services that deliver results`}
        subtitle={t`From strategy to production, our experts help you design, build and scale AI solutions tailored to your business.`}
      />
      <PageSection label={t`Our services`}>
        <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
          {loading && !data
            ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
                  <ServiceCardSkeleton />
                </Grid>
              ))
            : services.map((service) => (
                <Grid key={service.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <ServiceCard service={service} />
                </Grid>
              ))}
        </Grid>
        {!loading && services.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            <Trans>Our service catalogue is being updated. Please contact us to discuss your needs.</Trans>
          </Typography>
        )}
      </PageSection>
      <PageSection
        shaded
        heading={{ eyebrow: t`How we work`, title: t`Our process`, subtitle: t`A proven approach that takes you from first conversation to AI in production.` }}
      >
        <ProcessSteps />
      </PageSection>
      <CallToAction
        title={t`Not sure which service fits?`}
        text={t`Tell us about your challenge and we will recommend the right approach, free of charge.`}
        actionLabel={t`Talk to an expert`}
        to="/contact"
      />
    </>
  );
}
