import Memory from '@mui/icons-material/Memory';
import Psychology from '@mui/icons-material/Psychology';
import School from '@mui/icons-material/School';
import { CallToAction } from '../shared/CallToAction';
import { FeatureGrid } from '../shared/FeatureGrid';
import { PageSection } from '../shared/PageSection';
import { StatsGrid } from '../shared/StatsGrid';
import { HomeHero } from './HomeHero';

const FEATURES = [
  {
    icon: <Psychology />,
    title: 'AI Strategy & Consulting',
    text: 'Find the use cases that matter, assess your data readiness and get a roadmap your leadership can act on.',
    link: { to: '/services', label: 'Explore services' },
  },
  {
    icon: <Memory />,
    title: 'Custom AI Development',
    text: 'Machine learning models, intelligent automation and generative AI assistants, engineered for production.',
    link: { to: '/services', label: 'See what we build' },
  },
  {
    icon: <School />,
    title: 'Training Programs',
    text: 'Hands-on courses for every level, from AI fundamentals to advanced deep learning, led by practitioners.',
    link: { to: '/courses', label: 'Browse courses' },
  },
] as const;

const STATS = [
  { value: '500+', label: 'Projects delivered' },
  { value: '10,000+', label: 'Students trained' },
  { value: '150+', label: 'Enterprise clients' },
  { value: '98%', label: 'Client satisfaction' },
] as const;

export function HomePage() {
  return (
    <>
      <HomeHero />
      <PageSection
        padding={{ py: { xs: 8, md: 12 } }}
        heading={{
          eyebrow: 'What we do',
          title: 'Everything you need to succeed with AI',
          subtitle: 'One partner for strategy, engineering and education, so your AI initiatives move from idea to impact.',
        }}
      >
        <FeatureGrid features={FEATURES} size={{ xs: 12, md: 4 }} />
      </PageSection>
      <PageSection label="Our results" shaded padding={{ py: { xs: 6, md: 8 } }}>
        <StatsGrid stats={STATS} />
      </PageSection>
      <CallToAction
        title="Ready to start your AI journey?"
        text="Tell us about your goals. Our experts will get back to you within 24 hours with ideas and next steps."
        actionLabel="Contact Us"
        to="/contact"
      />
    </>
  );
}
