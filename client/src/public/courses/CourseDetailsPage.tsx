import AccessTime from '@mui/icons-material/AccessTime';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Group from '@mui/icons-material/Group';
import SearchOff from '@mui/icons-material/SearchOff';
import StarRounded from '@mui/icons-material/StarRounded';
import ViewModuleOutlined from '@mui/icons-material/ViewModuleOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import { Skeleton } from '../../components/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CourseDetailsQuery as CourseDetailsData } from '../../__generated__/graphql';
import { useAuthUser } from '../../app/auth/useAuth';
import { readRenderTime } from '../../app/ssr-state';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useFormat } from '../../components/format/useFormat';
import { CourseModules } from './CourseModules';
import { LessonsText, ModulesText, RatingText, StudentsText } from './CourseFacts';
import { CoursePrice } from './CoursePrice';
import { EnrollPanel } from './EnrollPanel';
import { LEVEL_COLORS, LEVEL_MESSAGES, categoryText } from './course-format';
import { CourseDetailsQuery } from './details-operations';
import { Rule } from '../../components/Rule';

type Course = NonNullable<CourseDetailsData['course']>;

export function CourseDetailsPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(CourseDetailsQuery, { variables: { id } });
  useViewerRefresh(id, refetch);
  const { t } = useLingui();

  return (
    <QueryBoundary
      data={data}
      error={error}
      onRetry={() => void refetch()}
      errorMessage={t`The course could not be loaded. Please check your connection and try again.`}
      renderError={(alert) => (
        <Container maxWidth="md" sx={{ py: 10 }}>
          {alert}
        </Container>
      )}
      loading={<DetailsSkeleton />}
    >
      {({ course }) => (course ? <CourseDetails course={course} /> : <CourseNotFound />)}
    </QueryBoundary>
  );
}

/** Courses asked for again as the signed-in person, since this page load (see useViewerRefresh). */
const refreshedForViewer = new Set<string>();

/**
 * The server renders this page for a guest (it never sees the browser's stored session), and hands
 * its answer over: once a signed-in person's session is known, the course is asked for again as
 * them, once per course and page load, so that their own enrollment shows (on a reload, or back
 * from the payment page) instead of the guest's Enroll button.
 */
function useViewerRefresh(id: string, refetch: () => Promise<unknown>) {
  const viewerId = useAuthUser()?.id;
  useEffect(() => {
    if (!viewerId || readRenderTime(document) === null) return;
    const key = `${viewerId}:${id}`;
    if (refreshedForViewer.has(key)) return;
    refreshedForViewer.add(key);
    void refetch().catch(() => undefined);
  }, [viewerId, id, refetch]);
}

function CourseDetails({ course }: { course: Course }) {
  const lessons = course.modules.reduce((sum, m) => sum + m.lessons.length, 0);
  const { t, i18n } = useLingui();
  const format = useFormat();
  const duration = course.duration;
  const saving = course.discountPrice !== null && course.discountPrice < course.price ? Math.round((1 - course.discountPrice / course.price) * 100) / 100 : null;
  const savingText = saving === null ? null : format.number(saving, { style: 'percent' });
  return (
    <>
      <Box
        component="section"
        aria-label={t`Course overview`}
        sx={(theme) => ({
          py: { xs: 5, md: 8 },
          borderBottom: `1px solid ${theme.vars.palette.divider}`,
          background: `radial-gradient(900px 320px at 10% -10%, ${theme.alpha(theme.vars.palette.primary.main, 0.18)}, transparent 70%),
            radial-gradient(700px 300px at 95% 0%, ${theme.alpha(theme.vars.palette.secondary.main, 0.14)}, transparent 70%)`,
        })}
      >
        <Container maxWidth="lg">
          <Breadcrumbs aria-label={t`Breadcrumb`} sx={{ mb: 2.5 }}>
            <Link component={RouterLink} to="/courses" underline="hover" color="inherit">
              <Trans>Courses</Trans>
            </Link>
            <Typography color="text.primary" sx={{ maxWidth: { xs: 220, sm: 'none' } }} noWrap>
              {course.title}
            </Typography>
          </Breadcrumbs>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip color={LEVEL_COLORS[course.level]} label={i18n._(LEVEL_MESSAGES[course.level])} sx={{ fontWeight: 600 }} />
            <Chip variant="outlined" label={categoryText((message) => i18n._(message), course.category)} />
            {course.status !== 'published' && <Chip variant="outlined" color="warning" label={course.status === 'draft' ? t({ message: 'Draft', comment: 'A course not published yet.' }) : t({ message: 'Archived', comment: 'A course no longer published.' })} />}
          </Stack>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, maxWidth: 820 }}>
            {course.title}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400, lineHeight: 1.6, maxWidth: 820 }}>
            {course.description}
          </Typography>
          <Stack component="ul" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 } }}>
            <Fact icon={<StarRounded sx={{ color: 'warning.main' }} />} label={t`Rating`}>
              <RatingText rating={course.rating} count={course.ratingCount} />
            </Fact>
            <Fact icon={<Group />} label={t`Students`}>
              <StudentsText count={course.students} />
            </Fact>
            {course.duration && (
              <Fact icon={<AccessTime />} label={t`Duration`}>
                {course.duration}
              </Fact>
            )}
            {course.modules.length > 0 && (
              <Fact icon={<ViewModuleOutlined />} label={t`Modules`}>
                <ModulesText count={course.modules.length} />
                {lessons > 0 && (
                  <>
                    {' · '}
                    <LessonsText count={lessons} />
                  </>
                )}
              </Fact>
            )}
            <Fact icon={<WorkspacePremiumOutlined />} label={t`Certificate`}>
              {course.certificate ? t`Certificate of completion` : t`No certificate`}
            </Fact>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 8 }} sx={{ order: { xs: 2, md: 1 } }}>
            <Stack spacing={{ xs: 5, md: 6 }}>
              {course.skills.length > 0 && (
                <Box component="section" aria-labelledby="skills-heading">
                  <Typography id="skills-heading" variant="h5" component="h2" gutterBottom>
                    <Trans>Skills you will gain</Trans>
                  </Typography>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.25, mt: 2 }}>
                    {course.skills.map((skill) => (
                      <Stack component="li" key={skill} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <CheckCircleOutline color="success" sx={{ fontSize: 20 }} aria-hidden />
                        <Typography>{skill}</Typography>
                      </Stack>
                    ))}
                  </Box>
                </Box>
              )}

              <Box component="section" aria-labelledby="content-heading">
                <Typography id="content-heading" variant="h5" component="h2" gutterBottom>
                  <Trans>Course content</Trans>
                </Typography>
                {course.modules.length ? (
                  <CourseModules courseId={course.id} modules={course.modules} />
                ) : (
                  <Typography color="text.secondary">
                    <Trans>The module outline is being finalised.</Trans>
                  </Typography>
                )}
              </Box>

              {course.instructor.name && (
                <Box component="section" aria-labelledby="instructor-heading">
                  <Typography id="instructor-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
                    <Trans>Your instructor</Trans>
                  </Typography>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
                    <Avatar
                      aria-hidden
                      sx={{ width: 72, height: 72, fontSize: '1.5rem', fontWeight: 700, background: 'linear-gradient(135deg, #4F46E5 0%, #0891B2 100%)' }}
                    >
                      {initials(course.instructor.name)}
                    </Avatar>
                    <Box>
                      <Typography variant="h6" component="p">
                        {course.instructor.name}
                      </Typography>
                      {course.instructor.title && (
                        <Typography color="primary" sx={{ fontWeight: 600 }}>
                          {course.instructor.title}
                        </Typography>
                      )}
                      {course.instructor.bio && (
                        <Typography color="text.secondary" sx={{ mt: 1, lineHeight: 1.7 }}>
                          {course.instructor.bio}
                        </Typography>
                      )}
                    </Box>
                  </Stack>
                </Box>
              )}
            </Stack>
          </Grid>

          <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: 1, md: 2 } }}>
            <Card component="aside" aria-label={t`Enrollment`} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
              <CardContent sx={{ p: 3 }}>
                <CoursePrice price={course.price} discountPrice={course.discountPrice} size="large" />
                {savingText !== null && (
                  <Typography variant="body2" color="success.main" sx={{ fontWeight: 600, mt: 0.5 }}>
                    <Trans comment="{savingText} is a percentage such as “16%”, written in the page's language.">Save {savingText}</Trans>
                  </Typography>
                )}
                <Box sx={{ mt: 2.5 }}>
                  <EnrollPanel course={course} />
                </Box>
                <Rule my={2.5} />
                <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
                  <Trans>This course includes</Trans>
                </Typography>
                <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, color: 'text.secondary' }}>
                  {duration && (
                    <Typography component="li" variant="body2">
                      <Trans comment="{duration} is the course's length as stored, such as “8 weeks”.">{duration} of guided learning</Trans>
                    </Typography>
                  )}
                  <Typography component="li" variant="body2">
                    <ModulesText count={course.modules.length} />, <LessonsText count={lessons} />
                  </Typography>
                  <Typography component="li" variant="body2">
                    {course.certificate ? t`Certificate of completion` : t`No certificate`}
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }} title={label}>
      <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary', '& svg': { fontSize: 20 } }}>
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 500 }}>{children}</Typography>
    </Stack>
  );
}

function initials(name: string): string {
  const words = name.replace(/^Dr\.?\s+/i, '').split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

function CourseNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 14 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 72, height: 72, mx: 'auto', mb: 3, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main' }}
      >
        <SearchOff fontSize="large" />
      </Box>
      <Typography variant="h3" component="h1" gutterBottom>
        <Trans>Course not found</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <Trans>This course does not exist or is no longer available.</Trans>
      </Typography>
      <Button component={RouterLink} to="/courses" variant="contained" startIcon={<ArrowBack />}>
        <Trans>Browse Courses</Trans>
      </Button>
    </Container>
  );
}

function DetailsSkeleton() {
  const { t } = useLingui();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }} role="status" aria-busy="true" aria-label={t`Loading course`}>
      <Skeleton width={160} />
      <Skeleton variant="rounded" width={180} height={32} sx={{ mt: 2 }} />
      <Skeleton variant="text" width="70%" sx={{ fontSize: '2.5rem', mt: 1 }} />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="60%" />
      <Grid container spacing={6} sx={{ mt: 3 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={320} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
      </Grid>
    </Container>
  );
}
