import AttachFile from '@mui/icons-material/AttachFile';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { PlayerLesson_LessonFragment } from '../../__generated__/graphql';
import { useFormat } from '../../components/format/useFormat';

// The Markdown renderer is the player's alone, in a chunk of its own.
const LessonMarkdown = lazy(() => import('./LessonMarkdown').then((module) => ({ default: module.LessonMarkdown })));

export interface LessonViewProps {
  title: string;
  /** The lesson's content; null while it loads (or for a lesson that is not open). */
  lesson: PlayerLesson_LessonFragment | null;
  /** Under the title: "Mark as complete", or what the visitor may do instead. */
  actions?: ReactNode;
}

/** A lesson: its title, its video, its text and its files. */
export function LessonView({ title, lesson, actions }: LessonViewProps) {
  const { t } = useLingui();
  const minutes = lesson?.minutes ?? null;
  return (
    <Box component="article" aria-labelledby="lesson-title">
      <Typography id="lesson-title" variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {(!!minutes || lesson?.preview) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {!!minutes && (
            <Typography variant="body2" color="text.secondary">
              {lesson?.kind === 'video' ? t`Video · ${minutes} min` : t`Reading · ${minutes} min`}
            </Typography>
          )}
          {lesson?.preview && <Chip size="small" color="secondary" variant="outlined" label={t`Free preview`} />}
        </Stack>
      )}
      {lesson?.content === null || !lesson ? (
        <LessonSkeleton />
      ) : (
        <>
          {lesson.video && <LessonVideo title={title} provider={lesson.video.provider} url={lesson.video.url} />}
          {lesson.content.trim() && (
            <Box sx={{ mt: 3 }}>
              <Suspense fallback={<LessonSkeleton />}>
                <LessonMarkdown>{lesson.content}</LessonMarkdown>
              </Suspense>
            </Box>
          )}
          {lesson.attachments.length > 0 && <Attachments files={lesson.attachments} />}
        </>
      )}
      {actions && <Box sx={{ mt: 4 }}>{actions}</Box>}
    </Box>
  );
}

function LessonSkeleton() {
  const { t } = useLingui();
  return (
    <Box sx={{ mt: 3 }} role="status" aria-busy="true" aria-label={t`Loading lesson`}>
      <Skeleton width="95%" />
      <Skeleton width="88%" />
      <Skeleton width="92%" />
      <Skeleton width="60%" />
    </Box>
  );
}

/** What the embedded player may do: full screen and picture-in-picture, nothing else. */
const EMBED_PERMISSIONS = ['fullscreen', 'picture-in-picture', 'encrypted-media'].join('; ');

/** An uploaded MP4 plays in the browser's own player; YouTube and Vimeo through their privacy-enhanced embeds. */
function LessonVideo({ title, provider, url }: { title: string; provider: string; url: string }) {
  const { t } = useLingui();
  return (
    <Box sx={{ mt: 3, position: 'relative', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'common.black' }}>
      {provider === 'file' ? (
        <Box component="video" controls preload="metadata" src={url} aria-label={t`Video: ${title}`} sx={{ width: '100%', height: '100%', display: 'block' }} />
      ) : (
        <Box
          component="iframe"
          src={url}
          title={t`Video: ${title}`}
          loading="lazy"
          allow={EMBED_PERMISSIONS}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      )}
    </Box>
  );
}

function Attachments({ files }: { files: PlayerLesson_LessonFragment['attachments'] }) {
  const { t } = useLingui();
  const format = useFormat();
  const size = (bytes: number) =>
    bytes >= 1_000_000
      ? format.number(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : format.number(Math.max(1, Math.round(bytes / 1_000)), { style: 'unit', unit: 'kilobyte' });
  return (
    <Box component="section" aria-labelledby="lesson-files" sx={{ mt: 4 }}>
      <Typography id="lesson-files" variant="h6" component="h2" sx={{ mb: 1 }}>
        <Trans>Files</Trans>
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {files.map((file) => {
          const name = file.name;
          return (
            <Stack component="li" key={file.url} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <AttachFile sx={{ fontSize: 18, color: 'text.secondary' }} aria-hidden />
              <Link href={file.url} download={name} aria-label={t`Download ${name}`} sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {size(file.size)}
              </Typography>
              <Download sx={{ fontSize: 18, color: 'text.secondary' }} aria-hidden />
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}

/** "Mark as complete", or the lesson's state once it is. */
export function CompleteButton({ done, busy, onComplete }: { done: boolean; busy: boolean; onComplete: () => void }) {
  return done ? (
    <Chip icon={<CheckCircle />} color="success" label={<Trans>Completed</Trans>} sx={{ fontWeight: 600 }} />
  ) : (
    <Button variant="contained" color="success" startIcon={<CheckCircle />} disabled={busy} onClick={onComplete}>
      <Trans>Mark as complete</Trans>
    </Button>
  );
}

/** Shown instead of an item the learner cannot open yet. */
export function LockedNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="article" aria-labelledby="lesson-title">
      <Typography id="lesson-title" variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Alert severity="info" icon={<LockOutlined />} sx={{ mt: 3 }}>
        {children}
      </Alert>
    </Box>
  );
}
