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
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../components/format/useFormat';
import { CallToAction } from '../shared/CallToAction';
import { FeatureCard } from '../shared/FeatureCard';
import { FeatureGrid } from '../shared/FeatureGrid';
import { PageHero } from '../shared/PageHero';
import { PageSection } from '../shared/PageSection';
import { StatsGrid } from '../shared/StatsGrid';

export function AboutPage() {
  const { t } = useLingui();
  const format = useFormat();

  const values = [
    { icon: <Lightbulb />, title: t`Innovation`, text: t`We stay at the frontier of AI research and turn new ideas into practical tools.` },
    { icon: <Verified />, title: t`Integrity`, text: t`Responsible, transparent AI: we explain how our systems work and protect your data.` },
    { icon: <WorkspacePremium />, title: t`Excellence`, text: t`Rigorous engineering and teaching standards, measured by the results our clients see.` },
    { icon: <Groups />, title: t`Collaboration`, text: t`We work side by side with your teams and leave them stronger than we found them.` },
  ];

  // The founding year is a year, not a count: written as is, without a thousands separator.
  const impact = [
    { value: '2015', label: t`Founded` },
    { value: `${format.count(120)}+`, label: t`AI specialists` },
    { value: format.count(25), label: t`Countries served` },
    { value: `${format.count(10_000)}+`, label: t`Graduates` },
  ];

  const awards = [
    { year: '2024', title: t`AI Innovation Award`, by: t({ message: 'Global Tech Excellence Forum', comment: 'The name of the organisation that gave the award: keep it as is.' }) },
    { year: '2023', title: t`Best AI Training Provider`, by: t({ message: 'EdTech Industry Awards', comment: 'The name of the organisation that gave the award: keep it as is.' }) },
    { year: '2023', title: t`Top 50 AI Consultancies`, by: t({ message: 'Enterprise Technology Review', comment: 'The name of the magazine that gave the award: keep it as is.' }) },
    { year: '2022', title: t`Responsible AI Leadership`, by: t({ message: 'Digital Ethics Council', comment: 'The name of the organisation that gave the award: keep it as is.' }) },
  ];

  return (
    <>
      <PageHero
        eyebrow={t`About us`}
        title={t`We make artificial intelligence work for people`}
        subtitle={t`AI Solutions is a team of engineers, researchers and educators helping organisations adopt AI with confidence.`}
      />

      <PageSection>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FeatureCard icon={<Flag />} title={t`Our Mission`}>
              <Trans>
                To make the benefits of artificial intelligence accessible to every organisation by delivering practical
                solutions and building the skills people need to use them well.
              </Trans>
            </FeatureCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FeatureCard icon={<Visibility />} title={t`Our Vision`}>
              <Trans>
                A world where businesses of every size use AI responsibly to solve real problems, and where anyone with
                curiosity can learn to build with it.
              </Trans>
            </FeatureCard>
          </Grid>
        </Grid>
      </PageSection>

      <PageSection shaded heading={{ eyebrow: t`Our values`, title: t`What guides our work` }}>
        <FeatureGrid features={values} size={{ xs: 12, sm: 6, md: 3 }} />
      </PageSection>

      <PageSection label={t`Our impact`} heading={{ eyebrow: t`Our impact`, title: t`Numbers we are proud of` }}>
        <StatsGrid stats={impact} />
      </PageSection>

      <PageSection shaded maxWidth="md" heading={{ eyebrow: t`Our story`, title: t`From a research lab to a trusted partner` }}>
        <Stack spacing={2.5}>
          <Typography color="text.secondary" sx={{ fontSize: '1.075rem', lineHeight: 1.8 }}>
            <Trans>
              AI Solutions began in 2015 as a small group of machine learning researchers who kept hearing the same
              question from businesses: how do we actually use this? We started by building prototypes for local
              companies and quickly learned that technology alone was never the whole answer.
            </Trans>
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.075rem', lineHeight: 1.8 }}>
            <Trans>
              Successful projects needed people who understood AI on the inside of the organisation. So we added
              training to everything we do. Today our consultants, engineers and instructors work with enterprises,
              start-ups and public institutions in 25 countries, and our courses have prepared more than ten thousand
              graduates for careers in data and AI.
            </Trans>
          </Typography>
        </Stack>
      </PageSection>

      <PageSection heading={{ eyebrow: t`Recognition`, title: t`Awards and achievements` }}>
        <Grid container spacing={3}>
          {awards.map((award) => (
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
        title={t`Let's build what's next together`}
        text={t`Whether you are starting your first AI project or scaling a portfolio of models, we would love to hear from you.`}
        actionLabel={t`Get in touch`}
        to="/contact"
      />
    </>
  );
}
