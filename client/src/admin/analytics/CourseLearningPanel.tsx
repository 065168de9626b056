import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RetryAlert } from '../../components/RetryAlert';
import { errorReason } from '../../components/form/graphql-errors';
import { useFormat } from '../../components/format/useFormat';
import { CourseLearningInsightsQuery, LearningCoursesQuery } from './operations';

const hideOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * One course's learning: how many learners started and completed it, where those who have not
 * finished stopped (each lesson's drop-off), and how many pass each quiz.
 */
export function CourseLearningPanel({ suggestedCourseId }: { suggestedCourseId: string | null }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const courses = useQuery(LearningCoursesQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const courseId = chosen ?? suggestedCourseId ?? courses.data?.courses.items[0]?.id ?? null;
  const insights = useQuery(CourseLearningInsightsQuery, courseId ? { variables: { courseId } } : skipToken);
  const data = insights.data?.courseLearningInsights;
  // The server gives percents (0-100, one decimal); Intl's percent style wants a fraction.
  const percent = (value: number) => format.number(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const mostStopped = Math.max(1, ...(data?.lessons.map((l) => l.stoppedHere) ?? []));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="learning-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Box>
          <Typography id="learning-title" variant="h6" component="h2">
            <Trans>Learning by course</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans>Where learners stop, and how many pass each quiz (all time)</Trans>
          </Typography>
        </Box>
        <TextField select size="small" label={t`Course`} value={courseId ?? ''} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: { sm: 280 }, maxWidth: { sm: 360 } }}>
          {(courses.data?.courses.items ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.title}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {insights.error && !data ? (
        <RetryAlert onRetry={() => void insights.refetch()}>{errorReason(insights.error, i18n)}</RetryAlert>
      ) : !data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Stack spacing={3} sx={{ opacity: insights.loading ? 0.6 : 1 }}>
          <Stack direction="row" sx={{ gap: { xs: 2, sm: 4 }, flexWrap: 'wrap' }}>
            <Figure label={t`Learners`} value={format.count(data.learners)} />
            <Figure label={t`Started`} value={format.count(data.started)} />
            <Figure label={t`Completed`} value={format.count(data.completed)} />
          </Stack>

          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              <Trans>Lesson drop-off</Trans>
            </Typography>
            {/* Focusable, so that a keyboard can scroll it where its columns outgrow a phone (longer words in Spanish and German). */}
            <TableContainer tabIndex={0} role="region" aria-label={t`Lesson drop-off`}>
              <Table size="small" aria-label={t`Lesson drop-off`}>
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <Trans>Lesson</Trans>
                    </TableCell>
                    <TableCell align="right">
                      <Trans>Completed</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Stopped here</Trans>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.lessons.map((lesson) => (
                    <TableRow key={lesson.lessonId}>
                      <TableCell>
                        <Typography variant="body2">{lesson.title}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {lesson.moduleTitle}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{format.count(lesson.completed)}</TableCell>
                      <TableCell sx={{ minWidth: { xs: 90, sm: 180 } }}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <LinearProgress
                            variant="determinate"
                            color="warning"
                            value={(lesson.stoppedHere / mostStopped) * 100}
                            aria-hidden
                            sx={{ flex: 1, height: 6, borderRadius: 3, display: { xs: 'none', sm: 'block' } }}
                          />
                          <Typography variant="body2" sx={{ minWidth: 24, textAlign: 'right' }}>
                            {format.count(lesson.stoppedHere)}
                          </Typography>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>

          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              <Trans>Quiz pass rates</Trans>
            </Typography>
            {data.quizzes.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                <Trans>This course has no quiz.</Trans>
              </Typography>
            ) : (
              <TableContainer tabIndex={0} role="region" aria-label={t`Quiz pass rates`}>
                <Table size="small" aria-label={t`Quiz pass rates`}>
                  <TableHead>
                    <TableRow>
                      <TableCell>
                        <Trans>Quiz</Trans>
                      </TableCell>
                      <TableCell align="right" sx={hideOnPhones}>
                        <Trans>Attempted</Trans>
                      </TableCell>
                      <TableCell align="right" sx={hideOnPhones}>
                        <Trans>Passed</Trans>
                      </TableCell>
                      <TableCell align="right">
                        <Trans>Pass rate</Trans>
                      </TableCell>
                      <TableCell align="right" sx={hideOnPhones}>
                        <Trans>Average best score</Trans>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.quizzes.map((quiz) => (
                      <TableRow key={quiz.quizId}>
                        <TableCell>
                          <Typography variant="body2">{quiz.title}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            {quiz.moduleTitle}
                          </Typography>
                        </TableCell>
                        <TableCell align="right" sx={hideOnPhones}>
                          {format.count(quiz.attempted)}
                        </TableCell>
                        <TableCell align="right" sx={hideOnPhones}>
                          {format.count(quiz.passed)}
                        </TableCell>
                        <TableCell align="right">{percent(quiz.passRate)}</TableCell>
                        <TableCell align="right" sx={hideOnPhones}>
                          {percent(quiz.averageBestScore)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Box>
        </Stack>
      )}
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
