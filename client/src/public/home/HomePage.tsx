import ArrowForward from '@mui/icons-material/ArrowForward';
import Memory from '@mui/icons-material/Memory';
import Psychology from '@mui/icons-material/Psychology';
import School from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { Link as RouterLink } from 'react-router-dom';
import { CallToAction } from '../shared/CallToAction';
import { FeatureCard } from '../shared/FeatureCard';
import { SectionHeading } from '../shared/SectionHeading';
import { StatsGrid } from '../shared/StatsGrid';
import { HomeHero } from './HomeHero';

const FEATURES = [
  {
    icon: <Psychology />,
    title: 'AI Strategy & Consulting',
    text: 'Find the use cases that matter, assess your data readiness and get a roadmap your leadership can act on.',
    to: '/services',
    link: 'Explore services',
  },
  {
    icon: <Memory />,
    title: 'Custom AI Development',
    text: 'Machine learning models, intelligent automation and generative AI assistants, engineered for production.',
    to: '/services',
    link: 'See what we build',
  },
  {
    icon: <School />,
    title: 'Training Programs',
    text: 'Hands-on courses for every level, from AI fundamentals to advanced deep learning, led by practitioners.',
    to: '/courses',
    link: 'Browse courses',
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
      <Container component="section" maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
        <SectionHeading
          eyebrow="What we do"
          title="Everything you need to succeed with AI"
          subtitle="One partner for strategy, engineering and education, so your AI initiatives move from idea to impact."
        />
        <Grid container spacing={3}>
          {FEATURES.map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, md: 4 }}>
              <FeatureCard
                icon={feature.icon}
                title={feature.title}
                footer={
                  <Button component={RouterLink} to={feature.to} endIcon={<ArrowForward />} sx={{ px: 0 }}>
                    {feature.link}
                  </Button>
                }
              >
                {feature.text}
              </FeatureCard>
            </Grid>
          ))}
        </Grid>
      </Container>
      <Box component="section" aria-label="Our results" sx={{ bgcolor: 'action.hover', py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <StatsGrid stats={STATS} />
        </Container>
      </Box>
      <CallToAction
        title="Ready to start your AI journey?"
        text="Tell us about your goals. Our experts will get back to you within 24 hours with ideas and next steps."
        actionLabel="Contact Us"
        to="/contact"
      />
    </>
  );
}
