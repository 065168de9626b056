import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { Skeleton } from '../../components/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CourseLevel } from '../../__generated__/graphql';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useFormat } from '../../components/format/useFormat';
import { CallToAction } from '../shared/CallToAction';
import { PageHero } from '../shared/PageHero';
import { PageSection } from '../shared/PageSection';
import { CourseCard } from './CourseCard';
import { CourseCardSkeleton } from './CourseCardSkeleton';
import { LearningPathways } from './LearningPathways';
import { LevelFilter } from './LevelFilter';
import { CatalogStats } from './CatalogStats';
import { COURSE_LEVELS } from './course-format';
import { CourseCatalogQuery, CoursesPageQuery } from './operations';

const PAGE_SIZE = 12;
/** The server's largest page: beyond it the catalog would need real paging, not a longer list. */
const MAX_PAGE_SIZE = 100;
const SKELETON_COUNT = 6;

function parseLevel(value: string | null): CourseLevel | null {
  return COURSE_LEVELS.find((level) => level === value) ?? null;
}

export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const { t } = useLingui();
  // The level lives in the address, so a filtered catalog can be shared and survives a reload.
  const level = parseLevel(params.get('level'));
  const [shown, setShown] = useState({ level, pageSize: PAGE_SIZE });
  const pageSize = shown.level === level ? shown.pageSize : PAGE_SIZE;

  const list = useQuery(CoursesPageQuery, { variables: { level, pageSize } });
  const catalog = useQuery(CourseCatalogQuery);
  // While more courses load, the ones already shown stay on screen.
  const courses = list.data?.courses ?? (list.loading ? list.previousData?.courses : undefined);
  const stats = catalog.data?.courseCatalogStats;

  const chooseLevel = (next: CourseLevel | null) => {
    setParams(next ? { level: next } : {}, { replace: true, preventScrollReset: true });
    setShown({ level: next, pageSize: PAGE_SIZE });
  };

  return (
    <>
      <PageHero
        eyebrow={t`Courses`}
        title={t`Learn AI from practitioners`}
        subtitle={t`Hands-on courses for every level, from your first prompt to training large models, taught by engineers and scientists who build AI every day.`}
      />

      <PageSection label={t`Course catalog`} padding={{ py: { xs: 6, md: 9 } }}>
        <LevelFilter
          value={level}
          total={stats?.totalCourses ?? null}
          levels={stats?.levels ?? null}
          onChange={chooseLevel}
        />
        <QueryBoundary
          data={courses}
          error={list.error}
          onRetry={() => void list.refetch()}
          errorMessage={t`The courses could not be loaded. Please check your connection and try again.`}
          loading={
            <Grid container spacing={3}>
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
                  <CourseCardSkeleton />
                </Grid>
              ))}
            </Grid>
          }
          isEmpty={(page) => page.items.length === 0}
          empty={
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
              {level
                ? t`No courses at this level yet. Try another level or browse all courses.`
                : t`Our course catalog is being updated. Please check back soon.`}
            </Typography>
          }
        >
          {(page) => (
            <>
              <Grid container spacing={3}>
                {page.items.map((course) => (
                  <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <CourseCard course={course} />
                  </Grid>
                ))}
              </Grid>
              {page.total > page.items.length && pageSize < MAX_PAGE_SIZE && (
                <Box sx={{ textAlign: 'center', mt: 5 }}>
                  <Button
                    variant="outlined"
                    size="large"
                    endIcon={<ExpandMore />}
                    disabled={list.loading}
                    onClick={() => setShown({ level, pageSize: Math.min(MAX_PAGE_SIZE, pageSize + PAGE_SIZE) })}
                  >
                    {list.loading ? t`Loading...` : <ShowMore count={page.total - page.items.length} />}
                  </Button>
                </Box>
              )}
            </>
          )}
        </QueryBoundary>
      </PageSection>

      <PageSection
        label={t`Learning pathways`}
        shaded
        heading={{
          eyebrow: t`Learning pathways`,
          title: t`Follow a path to your goal`,
          subtitle: t`Each pathway orders our courses from first steps to mastery, so you always know what to learn next.`,
        }}
      >
        {catalog.data ? (
          <LearningPathways pathways={catalog.data.learningPathways} />
        ) : catalog.error ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {t`The learning pathways could not be loaded.`}
          </Typography>
        ) : (
          <Grid container spacing={3}>
            {[0, 1, 2].map((index) => (
              <Grid key={index} size={{ xs: 12, md: 4 }}>
                <Skeleton variant="rounded" height={320} />
              </Grid>
            ))}
          </Grid>
        )}
      </PageSection>

      {stats && (
        <PageSection label={t`Course statistics`} padding={{ pt: { xs: 8, md: 10 } }}>
          <CatalogStats stats={stats} />
        </PageSection>
      )}

      <CallToAction
        title={t`Training for your whole team?`}
        text={t`We run tailored programs for companies, on site or online. Tell us about your team and goals.`}
        actionLabel={t`Contact Us`}
        to="/contact"
      />
    </>
  );
}

/** "Show more courses (12)": how many are left to show. */
function ShowMore({ count }: { count: number }) {
  const format = useFormat();
  const left = format.count(count);
  return <Trans>Show more courses ({left})</Trans>;
}
