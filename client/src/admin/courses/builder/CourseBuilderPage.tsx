import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PublishIcon from '@mui/icons-material/PublishOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CourseBuilderQuery as CourseBuilderData, CourseStatus } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/PageHeader';
import { RetryAlert } from '../../../components/RetryAlert';
import { errorReason, fieldErrors } from '../../../components/form/graphql-errors';
import { useNotice } from '../../../components/notice/useNotice';
import { BuilderOutline } from './BuilderOutline';
import { keyedErrors, modulesFromServer, toModuleInputs } from './builder-model';
import type { BuilderLesson, BuilderModule, BuilderSelection } from './builder-model';
import { LessonEditor } from './LessonEditor';
import { ModuleEditor } from './ModuleEditor';
import { CourseBuilderQuery, CourseBuilderSaveMutation } from './operations';
import { QuizEditor } from './QuizEditor';

type Loaded = CourseBuilderData['courseBuilder'];

/**
 * /admin/courses/:courseId/content: the course builder. A page of its own rather than a dialog:
 * the outline and the editor sit side by side on a wide screen, and on a phone the outline and
 * the chosen item take the whole width in turn, with the browser's Back and a link to return.
 */
export function CourseBuilderPage() {
  const { i18n } = useLingui();
  const { courseId = '' } = useParams();
  const { data, error, refetch } = useQuery(CourseBuilderQuery, { variables: { courseId }, fetchPolicy: 'network-only' });
  const loaded = data?.courseBuilder;
  return error && !loaded ? (
    <RetryAlert onRetry={() => void refetch()}>{errorReason(error, i18n)}</RetryAlert>
  ) : !loaded ? (
    <Box aria-busy>
      <Skeleton variant="text" width={280} height={48} />
      <Skeleton variant="rounded" height={360} sx={{ mt: 2 }} />
    </Box>
  ) : (
    <Builder key={loaded.courseId} loaded={loaded} onSaved={async () => (await refetch()).data?.courseBuilder ?? null} />
  );
}

function Builder({ loaded, onSaved }: { loaded: Loaded; onSaved: () => Promise<Loaded | null> }) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const notice = useNotice();
  const [modules, setModulesState] = useState<BuilderModule[]>(() => modulesFromServer(loaded.modules));
  const [status, setStatus] = useState<CourseStatus>(loaded.status);
  const [chosen, setSelection] = useState<BuilderSelection>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [save, { loading: saving }] = useMutation(CourseBuilderSaveMutation);


  // Unsaved changes are not lost to a closed tab or a reload without the browser asking.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setModules = (next: BuilderModule[]) => {
    setModulesState(next);
    setDirty(true);
  };
  // A wide screen always shows an item beside the outline: the first module until one is chosen.
  const selection: BuilderSelection = chosen ?? (wide && modules[0] ? { module: modules[0].key } : null);
  const moduleIndex = modules.findIndex((m) => m.key === selection?.module);
  const mod = modules[moduleIndex];
  const lesson = mod?.lessons.find((l) => l.key === selection?.lesson);
  const changeModule = (change: Partial<BuilderModule>) => mod && setModules(modules.map((m) => (m.key === mod.key ? { ...m, ...change } : m)));
  const changeLesson = (change: Partial<BuilderLesson>) =>
    mod && lesson && changeModule({ lessons: mod.lessons.map((l) => (l.key === lesson.key ? { ...l, ...change } : l)) });

  const submit = async (publish: boolean) => {
    setErrors({});
    setProblem(null);
    try {
      await save({ variables: { id: loaded.courseId, input: { modules: toModuleInputs(modules), ...(publish ? { status: 'published' as const } : {}) } } });
      const fresh = await onSaved();
      if (fresh) {
        // The saved outline has the server's ids; the same places stay chosen.
        const next = modulesFromServer(fresh.modules);
        const m = next[moduleIndex];
        const l = mod && lesson ? m?.lessons[mod.lessons.indexOf(lesson)] : undefined;
        setModulesState(next);
        setStatus(fresh.status);
        setSelection(m ? { module: m.key, ...(l ? { lesson: l.key } : {}), ...(selection?.quiz && m.quiz ? { quiz: true } : {}) } : null);
      }
      setDirty(false);
      notice.success(publish ? t`Course published` : t`Course content saved`);
    } catch (e) {
      setErrors(keyedErrors(fieldErrors(e), modules));
      setProblem(errorReason(e, i18n));
    }
  };

  const statusLabels: Record<CourseStatus, string> = { published: t`Published`, draft: t`Draft`, archived: t`Archived` };
  const statusColors = { published: 'success', draft: 'default', archived: 'warning' } as const;
  const title = loaded.title;
  const showOutline = wide || !chosen;
  const showEditor = wide || Boolean(chosen);

  return (
    <>
      <Button component={RouterLink} to="/admin/courses" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        <Trans>Course Management</Trans>
      </Button>
      <PageHeader
        title={t`Course builder`}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>{title}</span>
            <Chip component="span" size="small" label={statusLabels[status]} color={statusColors[status]} />
            {dirty && (
              <Typography component="span" variant="body2" color="warning.main">
                <Trans>Unsaved changes</Trans>
              </Typography>
            )}
          </Box>
        }
        actions={
          <>
            <Button variant={status === 'published' ? 'contained' : 'outlined'} startIcon={<SaveIcon />} disabled={saving} onClick={() => void submit(false)}>
              <Trans>Save</Trans>
            </Button>
            {status !== 'published' && (
              <Button variant="contained" startIcon={<PublishIcon />} disabled={saving} onClick={() => void submit(true)}>
                <Trans>Save and publish</Trans>
              </Button>
            )}
          </>
        }
      />
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(300px, 380px) minmax(0, 1fr)' }, gap: 3, alignItems: 'start' }}>
        {showOutline && (
          <Box sx={{ minWidth: 0 }}>
            <BuilderOutline modules={modules} selection={selection} errors={errors} onSelect={setSelection} onChange={setModules} />
          </Box>
        )}
        {showEditor && (
          <Paper variant="outlined" component="section" aria-label={t`Editor`} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
            {!wide && (
              <Button startIcon={<ArrowBackIcon />} size="small" onClick={() => setSelection(null)} sx={{ mb: 2 }}>
                <Trans>Back to outline</Trans>
              </Button>
            )}
            {!mod ? (
              <Typography color="text.secondary">
                <Trans>Add a module to begin, then choose a module, lesson or quiz in the outline to edit it.</Trans>
              </Typography>
            ) : lesson ? (
              <>
                <EditorHeading>
                  <Trans>Lesson</Trans>
                </EditorHeading>
                <LessonEditor key={lesson.key} courseId={loaded.courseId} lesson={lesson} errors={errors} onChange={changeLesson} />
              </>
            ) : selection?.quiz && mod.quiz ? (
              <>
                <EditorHeading>
                  <Trans>Quiz</Trans>
                </EditorHeading>
                <QuizEditor moduleKey={mod.key} quiz={mod.quiz} errors={errors} onChange={(quiz) => changeModule({ quiz })} onRemove={() => { changeModule({ quiz: null }); setSelection({ module: mod.key }); }} />
              </>
            ) : (
              <>
                <EditorHeading>
                  <Trans>Module</Trans>
                </EditorHeading>
                <ModuleEditor mod={mod} first={moduleIndex === 0} errors={errors} onChange={changeModule} />
              </>
            )}
          </Paper>
        )}
      </Box>
    </>
  );
}

function EditorHeading({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {children}
      </Typography>
    </Stack>
  );
}
