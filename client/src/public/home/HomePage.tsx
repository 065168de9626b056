import Memory from '@mui/icons-material/Memory';
import Psychology from '@mui/icons-material/Psychology';
import School from '@mui/icons-material/School';
import { CallToAction } from '../shared/CallToAction';
import { FeatureGrid } from '../shared/FeatureGrid';
import { PageSection } from '../shared/PageSection';
import { StatsGrid } from '../shared/StatsGrid';
import { HomeHero } from './HomeHero';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../components/format/useFormat';

export function HomePage() {
  const { t } = useLingui();
  const features = [
    {
      icon: <Psychology />,
      title: t`AI Strategy & Consulting`,
      text: t`Find the use cases that matter, assess your data readiness and get a roadmap your leadership can act on.`,
      link: { to: '/services', label: t`Explore services` },
    },
    {
      icon: <Memory />,
      title: t`Custom AI Development`,
      text: t`Machine learning models, intelligent automation and generative AI assistants, engineered for production.`,
      link: { to: '/services', label: t`See what we build` },
    },
    {
      icon: <School />,
      title: t`Training Programs`,
      text: t`Hands-on courses for every level, from AI fundamentals to advanced deep learning, led by practitioners.`,
      link: { to: '/courses', label: t`Browse courses` },
    },
  ];
  const format = useFormat();
  const stats = [
    { value: `${format.count(500)}+`, label: t`Projects delivered` },
    { value: `${format.count(10_000)}+`, label: t`Students trained` },
    { value: `${format.count(150)}+`, label: t`Enterprise clients` },
    { value: format.number(0.98, { style: 'percent' }), label: t`Client satisfaction` },
  ];
  return (
    <>
      <HomeHero />
      <PageSection
        padding={{ py: { xs: 8, md: 12 } }}
        heading={{
          eyebrow: t`What we do`,
          title: t`Everything you need to succeed with AI`,
          subtitle: t`One partner for strategy, engineering and education, so your AI initiatives move from idea to impact.`,
        }}
      >
        <FeatureGrid features={features} size={{ xs: 12, md: 4 }} />
      </PageSection>
      <PageSection label={t`Our results`} shaded padding={{ py: { xs: 6, md: 8 } }}>
        <StatsGrid stats={stats} />
      </PageSection>
      <CallToAction
        title={t`Ready to start your AI journey?`}
        text={t`Tell us about your goals. Our experts will get back to you within 24 hours with ideas and next steps.`}
        actionLabel={t`Contact Us`}
        to="/contact"
      />
    </>
  );
}
