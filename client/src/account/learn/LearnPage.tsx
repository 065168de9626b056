import EmojiEvents from '@mui/icons-material/EmojiEventsOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import type { CourseContentQuery as CourseContentData, PlayerOutlineQuery as PlayerOutlineData } from '../../__generated__/graphql';
import { useAuth, useAuthUser } from '../../app/auth/useAuth';
import { errorReason } from '../../components/form/graphql-errors';
import { RetryAlert } from '../../components/RetryAlert';
import { CertificateActions } from './CertificateActions';
import { CompleteButton, LessonView, LockedNotice } from './LessonView';
import { PlayerShell } from './PlayerShell';
import { QuizView } from './QuizView';
import { CompleteLessonMutation, CourseContentQuery, OpenLessonMutation, PlayerOutlineQuery, PreviewLessonQuery } from './operations';
import { itemPath, itemsOf, learnerOutline, previewOutline, resumeItem } from './player-outline';
import { writeProgress } from './progress-cache';

const errorCode = (error: unknown): unknown => (CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined);

/**
 * The course player, `/learn/{course}/{item}` (an item is a lesson or a quiz). `/learn/{course}`
 * opens where the learner left off. A learner with access gets the whole course; anyone else (a
 * guest, a learner not enrolled or not paid yet) the outline with the free preview lessons open
 * and the reason the rest is closed.
 */
export function LearnPage() {
  const { courseId = '', itemId = null } = useParams();
  const { user, isReady } = useAuth();
  // Until the stored session is read, whether the visitor is a learner is not known yet.
  if (!isReady) return <PlayerSkeleton />;
  return user ? <LearnerPlayer key={courseId} courseId={courseId} itemId={itemId} /> : <PreviewPlayer courseId={courseId} itemId={itemId} refusal={null} />;
}

function LearnerPlayer({ courseId, itemId }: { courseId: string; itemId: string | null }) {
  const { t, i18n } = useLingui();
  const query = useQuery(CourseContentQuery, { variables: { courseId } });
  const content = query.data?.courseContent;
  if (!content) {
    if (query.error) {
      const code = errorCode(query.error);
      if (code === 'FORBIDDEN') return <PreviewPlayer courseId={courseId} itemId={itemId} refusal={errorReason(query.error, i18n)} />;
      if (code === 'NOT_FOUND') return <CourseNotFound />;
      return (
        <Container maxWidth="md" sx={{ py: 8 }}>
          <RetryAlert onRetry={() => void query.refetch()}>{t`The course could not be loaded. Please check your connection and try again.`}</RetryAlert>
        </Container>
      );
    }
    return <PlayerSkeleton />;
  }
  return <CoursePlayer content={content} itemId={itemId} refetch={() => void query.refetch()} />;
}

type Content = CourseContentData['courseContent'];

function CoursePlayer({ content, itemId, refetch }: { content: Content; itemId: string | null; refetch: () => void }) {
  const { i18n } = useLingui();
  const courseId = content.courseId;
  const modules = learnerOutline(content);
  const items = itemsOf(modules);
  const item = items.find((candidate) => candidate.id === itemId) ?? null;
  const [openLesson] = useMutation(OpenLessonMutation);
  const [complete, completing] = useMutation(CompleteLessonMutation, { update: (cache, { data }) => data && writeProgress(cache, data.completeLesson) });
  const [error, setError] = useState<string | null>(null);

  const lessons = content.modules.flatMap((module) => module.lessons);
  const quizzes = content.modules.flatMap((module) => (module.quiz ? [module.quiz] : []));
  const lesson = item?.kind === 'lesson' ? (lessons.find((candidate) => candidate.id === item.id) ?? null) : null;
  const quiz = item?.kind === 'quiz' ? (quizzes.find((candidate) => candidate.id === item.id) ?? null) : null;

  // Opening a lesson records where the learner resumes, and brings its content if the module has
  // just opened (the course was loaded while it was still locked) and fresh links to its files.
  const openId = item && item.kind === 'lesson' && !item.locked ? item.id : null;
  useEffect(() => {
    if (!openId) return;
    openLesson({ variables: { courseId, lessonId: openId } }).then(
      () => setError(null),
      (err: unknown) => setError(errorReason(err, i18n)),
    );
  }, [openId, courseId, openLesson, i18n]);

  // A quiz whose module has just opened was loaded without its questions: the course is read again.
  const quizToLoad = item?.kind === 'quiz' && !item.locked && quiz?.locked ? quiz.id : null;
  useEffect(() => {
    if (quizToLoad) refetch();
  }, [quizToLoad, refetch]);

  if (!item) {
    const start = resumeItem(modules, content.progress.resumeLessonId);
    if (start) return <Navigate to={itemPath(courseId, start.id)} replace />;
  }

  const markComplete = async () => {
    if (!lesson) return;
    setError(null);
    try {
      await complete({ variables: { courseId, lessonId: lesson.id } });
    } catch (err) {
      setError(errorReason(err, i18n));
    }
  };

  const certificate = content.progress.certificate;
  const banner = (
    <>
      {content.staffPreview && (
        <Alert severity="info" sx={{ mb: 3 }}>
          <Trans>You are previewing this course as staff: every module is open and nothing is recorded.</Trans>
        </Alert>
      )}
      {content.progress.completed && (
        <Alert severity="success" icon={<EmojiEvents />} sx={{ mb: 3 }}>
          <AlertTitle>
            <Trans>You have completed this course.</Trans>
          </AlertTitle>
          {certificate ? (
            <Box sx={{ mt: 1 }}>
              <CertificateActions certificate={certificate} size="small" />
            </Box>
          ) : null}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 3 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </>
  );

  const waitsFor = item ? modules.find((module) => module.id === item.moduleId)?.waitsFor : null;
  return (
    <PlayerShell courseId={courseId} title={content.title} modules={modules} currentId={item?.id ?? null} percent={content.progress.percent} banner={banner}>
      {!item ? (
        <Typography color="text.secondary">
          <Trans>This course has no lessons yet.</Trans>
        </Typography>
      ) : waitsFor ? (
        <LockedNotice title={item.title}>
          <Trans>This module opens once you complete “{waitsFor}”.</Trans>
        </LockedNotice>
      ) : item.kind === 'quiz' ? (
        quiz && !quiz.locked ? <QuizView key={quiz.id} courseId={courseId} quiz={quiz} /> : <PlayerItemSkeleton />
      ) : (
        <LessonView
          title={item.title}
          lesson={lesson}
          actions={
            content.staffPreview ? null : <CompleteButton done={item.done} busy={completing.loading} onComplete={() => void markComplete()} />
          }
        />
      )}
    </PlayerShell>
  );
}

type PublicCourse = NonNullable<PlayerOutlineData['course']>;

/** A visitor without access: the outline, the free preview lessons, and why the rest is closed. */
function PreviewPlayer({ courseId, itemId, refusal }: { courseId: string; itemId: string | null; refusal: string | null }) {
  const { t } = useLingui();
  const query = useQuery(PlayerOutlineQuery, { variables: { courseId } });
  if (query.error && !query.data) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <RetryAlert onRetry={() => void query.refetch()}>{t`The course could not be loaded. Please check your connection and try again.`}</RetryAlert>
      </Container>
    );
  }
  if (!query.data) return <PlayerSkeleton />;
  const course = query.data.course;
  if (!course) return <CourseNotFound />;
  return <PreviewCourse course={course} itemId={itemId} refusal={refusal} />;
}

function PreviewCourse({ course, itemId, refusal }: { course: PublicCourse; itemId: string | null; refusal: string | null }) {
  const { i18n } = useLingui();
  const user = useAuthUser();
  const modules = previewOutline(course);
  const item = itemsOf(modules).find((candidate) => candidate.id === itemId) ?? null;
  const firstPreview = itemsOf(modules).find((candidate) => !candidate.locked);
  const open = item && !item.locked ? item : null;
  const previewTitle = firstPreview?.title;
  const lesson = useQuery(PreviewLessonQuery, open ? { variables: { courseId: course.id, lessonId: open.id } } : skipToken);

  const coursePath = `/courses/${course.id}`;
  const way = user ? (
    <Button component={RouterLink} to={coursePath} variant="contained">
      <Trans>Go to the course page</Trans>
    </Button>
  ) : (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button component={RouterLink} to={coursePath} variant="contained">
        <Trans>Enroll on the course page</Trans>
      </Button>
      <Button component={RouterLink} to={`/login?role=student&redirect=/learn/${course.id}${itemId ? `/${itemId}` : ''}`} variant="outlined">
        <Trans>Sign in</Trans>
      </Button>
    </Stack>
  );
  const banner = (
    <Alert severity={refusal ? 'warning' : 'info'} sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {refusal ?? <Trans>Enroll in this course to open every lesson. Free preview lessons are open to everyone.</Trans>}
      </Typography>
      {way}
    </Alert>
  );

  return (
    <PlayerShell courseId={course.id} title={course.title} modules={modules} currentId={item?.id ?? null} percent={null} banner={banner}>
      {!item ? (
        firstPreview ? (
          <Typography color="text.secondary">
            <Trans>
              Try a free preview:{' '}
              <Box component={RouterLink} to={itemPath(course.id, firstPreview.id)} sx={{ color: 'primary.main' }}>
                {previewTitle}
              </Box>
            </Trans>
          </Typography>
        ) : null
      ) : item.locked ? (
        <LockedNotice title={item.title}>
          <Trans>This lesson is open to enrolled learners only.</Trans>
        </LockedNotice>
      ) : lesson.error ? (
        <Alert severity="error">{errorReason(lesson.error, i18n)}</Alert>
      ) : (
        <LessonView title={item.title} lesson={lesson.data?.lesson ?? null} />
      )}
    </PlayerShell>
  );
}

function PlayerItemSkeleton() {
  return (
    <Box aria-busy="true">
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
    </Box>
  );
}

function PlayerSkeleton() {
  const { t } = useLingui();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 } }} aria-busy="true" aria-label={t`Loading course`}>
      <Skeleton width={120} />
      <Skeleton variant="text" width="40%" sx={{ fontSize: '1.75rem' }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '300px 1fr', lg: '340px 1fr' }, gap: 4, mt: 3 }}>
        <Skeleton variant="rounded" height={420} sx={{ display: { xs: 'none', md: 'block' } }} />
        <Box>
          <Skeleton variant="text" width="70%" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="rounded" height={260} sx={{ mt: 2 }} />
        </Box>
      </Box>
    </Container>
  );
}

function CourseNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 14 }, textAlign: 'center' }}>
      <SearchOff fontSize="large" color="primary" aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        <Trans>Course not found</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <Trans>This course does not exist or is no longer available.</Trans>
      </Typography>
      <Button component={RouterLink} to="/courses" variant="contained">
        <Trans>Browse Courses</Trans>
      </Button>
    </Container>
  );
}
