import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Flag from '@mui/icons-material/Flag';
import Groups from '@mui/icons-material/Groups';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Verified from '@mui/icons-material/Verified';
import Visibility from '@mui/icons-material/Visibility';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CallToAction } from '../shared/CallToAction';
import { FeatureCard } from '../shared/FeatureCard';
import { FeatureGrid } from '../shared/FeatureGrid';
import { PageHero } from '../shared/PageHero';
import { PageSection } from '../shared/PageSection';
import { StatsGrid } from '../shared/StatsGrid';

const VALUES = [
  { icon: <Lightbulb />, title: 'Innovation', text: 'We stay at the frontier of AI research and turn new ideas into practical tools.' },
  { icon: <Verified />, title: 'Integrity', text: 'Responsible, transparent AI: we explain how our systems work and protect your data.' },
  { icon: <WorkspacePremium />, title: 'Excellence', text: 'Rigorous engineering and teaching standards, measured by the results our clients see.' },
  { icon: <Groups />, title: 'Collaboration', text: 'We work side by side with your teams and leave them stronger than we found them.' },
] as const;

const IMPACT = [
  { value: '2015', label: 'Founded' },
  { value: '120+', label: 'AI specialists' },
  { value: '25', label: 'Countries served' },
  { value: '10,000+', label: 'Graduates' },
] as const;

const AWARDS = [
  { year: '2024', title: 'AI Innovation Award', by: 'Global Tech Excellence Forum' },
  { year: '2023', title: 'Best AI Training Provider', by: 'EdTech Industry Awards' },
  { year: '2023', title: 'Top 50 AI Consultancies', by: 'Enterprise Technology Review' },
  { year: '2022', title: 'Responsible AI Leadership', by: 'Digital Ethics Council' },
] as const;

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="We make artificial intelligence work for people"
        subtitle="AI Solutions is a team of engineers, researchers and educators helping organisations adopt AI with confidence."
      />

      <PageSection>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FeatureCard icon={<Flag />} title="Our Mission">
              To make the benefits of artificial intelligence accessible to every organisation by delivering practical
              solutions and building the skills people need to use them well.
            </FeatureCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FeatureCard icon={<Visibility />} title="Our Vision">
              A world where businesses of every size use AI responsibly to solve real problems, and where anyone with
              curiosity can learn to build with it.
            </FeatureCard>
          </Grid>
        </Grid>
      </PageSection>

      <PageSection shaded heading={{ eyebrow: 'Our values', title: 'What guides our work' }}>
        <FeatureGrid features={VALUES} size={{ xs: 12, sm: 6, md: 3 }} />
      </PageSection>

      <PageSection label="Our impact" heading={{ eyebrow: 'Our impact', title: 'Numbers we are proud of' }}>
        <StatsGrid stats={IMPACT} />
      </PageSection>

      <PageSection shaded maxWidth="md" heading={{ eyebrow: 'Our story', title: 'From a research lab to a trusted partner' }}>
        <Stack spacing={2.5}>
          <Typography color="text.secondary" sx={{ fontSize: '1.075rem', lineHeight: 1.8 }}>
            AI Solutions began in 2015 as a small group of machine learning researchers who kept hearing the same
            question from businesses: how do we actually use this? We started by building prototypes for local
            companies and quickly learned that technology alone was never the whole answer.
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.075rem', lineHeight: 1.8 }}>
            Successful projects needed people who understood AI on the inside of the organisation. So we added
            training to everything we do. Today our consultants, engineers and instructors work with enterprises,
            start-ups and public institutions in 25 countries, and our courses have prepared more than ten thousand
            graduates for careers in data and AI.
          </Typography>
        </Stack>
      </PageSection>

      <PageSection heading={{ eyebrow: 'Recognition', title: 'Awards and achievements' }}>
        <Grid container spacing={3}>
          {AWARDS.map((award) => (
            <Grid key={award.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <EmojiEvents sx={{ color: '#F59E0B', fontSize: 36, mb: 1.5 }} />
                  <Typography variant="overline" color="text.secondary" component="p">
                    {award.year}
                  </Typography>
                  <Typography variant="h6" component="h3">
                    {award.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {award.by}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>

      <CallToAction
        title="Let's build what's next together"
        text="Whether you are starting your first AI project or scaling a portfolio of models, we would love to hear from you."
        actionLabel="Get in touch"
        to="/contact"
      />
    </>
  );
}
