import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { Skeleton } from '../../components/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useFormat } from '../../components/format/useFormat';
import { ApplyPanel } from './ApplyPanel';
import { JobHeader } from './JobHeader';
import { DATE_OPTIONS, DEADLINE_TIME_ZONE, jobQuestionLink } from './job-format';
import { JobDetailsQuery, RecordJobViewMutation } from './job-operations';

/** /career/{id}: everything about the job, the Apply panel and "Ask a question". */
export function JobDetailsPage() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const { t } = useLingui();
  const format = useFormat();
  const { data, loading, error } = useQuery(JobDetailsQuery, { variables: { id } });
  const [recordView] = useMutation(RecordJobViewMutation);
  const job = data?.job;

  // Counted by the server once per visitor per day; a failure must never disturb the reader.
  useEffect(() => {
    if (id) recordView({ variables: { id } }).catch(() => undefined);
  }, [id, recordView]);

  // "Apply Now" on the board links to #apply: scroll there once the page has content.
  useEffect(() => {
    if (job && hash === '#apply') document.getElementById('apply')?.scrollIntoView({ block: 'start' });
  }, [job, hash]);

  if (loading && !data) return <JobDetailsSkeleton />;
  if (!job) return <JobNotFound failed={Boolean(error)} />;
  const title = job.title;
  const deadline = job.deadline ? format.dateTime(DATE_OPTIONS, DEADLINE_TIME_ZONE).format(new Date(job.deadline)) : null;

  return (
    <Box sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Button component={RouterLink} to="/career" startIcon={<ArrowBack />} sx={{ mb: 2, ml: -1 }}>
          <Trans>Back to Career</Trans>
        </Button>
        <JobHeader job={job} />
        <Grid container spacing={{ xs: 3, md: 4 }} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card>
              <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
                <Section title={t`About the role`}>
                  <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.8 }}>{job.description}</Typography>
                </Section>
                {job.requirements.length > 0 && (
                  <Section title={t`Requirements`}>
                    <CheckList items={job.requirements} />
                  </Section>
                )}
                {job.benefits.length > 0 && (
                  <Section title={t`Benefits`}>
                    <CheckList items={job.benefits} />
                  </Section>
                )}
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
              <Card component="section" id="apply" aria-label={t({ message: 'Apply', comment: 'Names the panel where a candidate applies for the job.' })} sx={{ scrollMarginTop: 88 }}>
                <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
                  <Typography variant="h5" component="h2" gutterBottom>
                    <Trans>Apply for this job</Trans>
                  </Typography>
                  {deadline && (
                    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 2 }}>
                      <EventOutlined fontSize="small" aria-hidden />
                      <Trans>Apply by {deadline}</Trans>
                    </Typography>
                  )}
                  <ApplyPanel job={job} />
                </CardContent>
              </Card>
              <Button component={RouterLink} to={jobQuestionLink(t({ message: `Job Application: ${title}`, comment: 'The subject filled in on the contact form when a visitor asks about a job.' }))} variant="text" startIcon={<HelpOutline />}>
                <Trans>Ask a question</Trans>
              </Button>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ '& + &': { mt: 4 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, i) => (
        <Stack component="li" key={i} direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
          <CheckCircle color="success" sx={{ fontSize: 20, mt: '2px' }} aria-hidden />
          <Typography>{item}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function JobNotFound({ failed }: { failed: boolean }) {
  const { t } = useLingui();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 14 }, textAlign: 'center' }}>
      <SearchOffOutlined sx={{ fontSize: 56, color: 'text.disabled', mb: 2 }} aria-hidden />
      <Typography variant="h3" component="h1" gutterBottom>
        {failed ? t`This job could not be loaded` : t`Job not found`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {failed ? t`Please check your connection and try again.` : t`This position may have been filled or is no longer open.`}
      </Typography>
      <Button component={RouterLink} to="/career" variant="outlined" startIcon={<ArrowBack />}>
        <Trans>Back to Career</Trans>
      </Button>
    </Container>
  );
}

function JobDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} role="status" aria-busy="true" aria-label={t`Loading job`}>
      <Skeleton width={140} height={36} />
      <Skeleton width="55%" height={56} />
      <Skeleton width="30%" />
      <Grid container spacing={4} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={360} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={280} />
        </Grid>
      </Grid>
    </Container>
  );
}
