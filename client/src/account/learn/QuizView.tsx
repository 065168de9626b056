import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Replay from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import type { PlayerQuiz_QuizFragment, SubmitQuizAttemptMutation as SubmitQuizAttemptData } from '../../__generated__/graphql';
import { errorReason } from '../../components/form/graphql-errors';
import { useFormat } from '../../components/format/useFormat';
import { SubmitQuizAttemptMutation } from './operations';
import { writeProgress } from './progress-cache';

type Quiz = PlayerQuiz_QuizFragment;
type Question = Quiz['questions'][number];
type Result = SubmitQuizAttemptData['submitQuizAttempt'];

/**
 * A module's quiz: the questions (radios for one answer, checkboxes for several), then, once
 * submitted, the server's grading: the score against the pass mark and, per question, whether it
 * was right, the correct options and the explanation. The correct answers come only from that result.
 */
export function QuizView({ courseId, quiz }: { courseId: string; quiz: Quiz }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submit, { loading }] = useMutation(SubmitQuizAttemptMutation, {
    update: (cache, { data }) => {
      const answer = data?.submitQuizAttempt;
      if (!answer) return;
      writeProgress(cache, answer.progress);
      cache.modify({
        id: cache.identify({ __typename: 'QuizContent', id: quiz.id }),
        fields: {
          attemptsUsed: () => answer.attemptsUsed,
          attemptsLeft: () => answer.attemptsLeft ?? null,
          bestScore: () => answer.bestScore,
          passed: (passed: boolean) => passed || answer.passed,
        },
      });
    },
  });

  const answered = quiz.questions.every((question) => (answers[question.id] ?? []).length > 0);
  const outOfAttempts = quiz.attemptsLeft === 0;
  const passMark = format.number(quiz.passMark / 100, { style: 'percent' });
  const best = quiz.bestScore === null ? null : format.number(quiz.bestScore / 100, { style: 'percent' });
  const attemptsLeft = quiz.attemptsLeft;
  const questionCount = quiz.questions.length;

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!answered || loading) return;
    setError(null);
    try {
      const { data } = await submit({
        variables: { courseId, quizId: quiz.id, answers: quiz.questions.map((question) => ({ questionId: question.id, optionIds: answers[question.id] ?? [] })) },
      });
      if (data) setResult(data.submitQuizAttempt);
    } catch (err) {
      setError(errorReason(err, i18n));
    }
  };

  const tryAgain = () => {
    setResult(null);
    setAnswers({});
  };

  return (
    <Box component="article" aria-labelledby="lesson-title">
      <Typography id="lesson-title" variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}>
        {quiz.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={<Plural value={questionCount} one="# question" other="# questions" />} />
        <Chip size="small" variant="outlined" label={t`Pass mark ${passMark}`} />
        {attemptsLeft !== null && <Chip size="small" variant="outlined" label={<Plural value={attemptsLeft} one="# attempt left" other="# attempts left" />} />}
        {best !== null && <Chip size="small" variant="outlined" label={t`Best score ${best}`} />}
        {quiz.passed && <Chip size="small" color="success" icon={<CheckCircle />} label={t`Passed`} />}
      </Stack>

      {error && (
        <Alert severity="error" sx={{ mt: 3 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}

      {result ? (
        <QuizResult quiz={quiz} result={result} onTryAgain={result.attemptsLeft === 0 ? null : tryAgain} />
      ) : outOfAttempts ? (
        <Alert severity={quiz.passed ? 'success' : 'warning'} sx={{ mt: 3 }}>
          <Trans>You have used every attempt at this quiz.</Trans>
        </Alert>
      ) : (
        <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate sx={{ mt: 3 }}>
          <Stack spacing={2.5}>
            {quiz.questions.map((question, index) => (
              <QuestionField
                key={question.id}
                number={index + 1}
                question={question}
                chosen={answers[question.id] ?? []}
                onChange={(optionIds) => setAnswers((current) => ({ ...current, [question.id]: optionIds }))}
              />
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
            <Button type="submit" variant="contained" size="large" disabled={!answered || loading}>
              {loading ? t`Submitting…` : t`Submit answers`}
            </Button>
            {!answered && (
              <Typography variant="body2" color="text.secondary">
                <Trans>Answer every question to submit.</Trans>
              </Typography>
            )}
          </Stack>
        </Box>
      )}
    </Box>
  );
}

function QuestionField({ number, question, chosen, onChange }: { number: number; question: Question; chosen: string[]; onChange: (optionIds: string[]) => void }) {
  const { t } = useLingui();
  const legendId = `question-${question.id}`;
  const hint = question.kind === 'multiple' ? t`Choose every correct answer.` : null;
  return (
    <Paper variant="outlined" component="fieldset" aria-labelledby={legendId} sx={{ m: 0, p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography id={legendId} component="legend" sx={{ fontWeight: 600, float: 'left', width: '100%', p: 0, mb: 1 }}>
        {number}. {question.text}
        {hint && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
            {hint}
          </Typography>
        )}
      </Typography>
      {question.kind === 'multiple' ? (
        <FormGroup sx={{ clear: 'both' }}>
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              control={
                <Checkbox
                  checked={chosen.includes(option.id)}
                  onChange={(event) => onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))}
                />
              }
              label={option.text}
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup name={legendId} value={chosen[0] ?? ''} onChange={(event) => onChange([event.target.value])} sx={{ clear: 'both' }}>
          {question.options.map((option) => (
            <FormControlLabel key={option.id} value={option.id} control={<Radio />} label={option.text} />
          ))}
        </RadioGroup>
      )}
    </Paper>
  );
}

function QuizResult({ quiz, result, onTryAgain }: { quiz: Quiz; result: Result; onTryAgain: (() => void) | null }) {
  const format = useFormat();
  const score = format.number(result.score / 100, { style: 'percent' });
  const passMark = format.number(result.passMark / 100, { style: 'percent' });
  const correct = format.count(result.correctCount);
  const total = format.count(result.questionCount);
  const attemptsLeft = result.attemptsLeft;
  const byId = new Map(result.questions.map((question) => [question.questionId, question]));
  // The result replaces the form the learner was at the bottom of: the focus (and the view) moves to its score.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), []);
  return (
    <Box sx={{ mt: 3 }}>
      <Alert ref={summary} tabIndex={-1} severity={result.passed ? 'success' : 'error'} role="status" sx={{ scrollMarginTop: 96 }}>
        <AlertTitle>{result.passed ? <Trans>Passed: {score}</Trans> : <Trans>Not passed: {score}</Trans>}</AlertTitle>
        <Trans>
          {correct} of {total} right. The pass mark is {passMark}.
        </Trans>{' '}
        {attemptsLeft !== null && <Plural value={attemptsLeft} _0="You have no attempts left." one="You have # attempt left." other="You have # attempts left." />}
      </Alert>
      <Stack spacing={2} sx={{ mt: 3 }}>
        {quiz.questions.map((question, index) => {
          const graded = byId.get(question.id);
          return graded ? <GradedQuestion key={question.id} number={index + 1} question={question} graded={graded} /> : null;
        })}
      </Stack>
      {onTryAgain && (
        <Button variant="outlined" startIcon={<Replay />} onClick={onTryAgain} sx={{ mt: 3 }}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Box>
  );
}

function GradedQuestion({ number, question, graded }: { number: number; question: Question; graded: Result['questions'][number] }) {
  const { t } = useLingui();
  const correct = new Set(graded.correctOptions);
  const chosen = new Set(graded.chosenOptions);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t`Question ${number}`}
      sx={{ p: { xs: 2, sm: 2.5 }, borderLeft: 4, borderLeftColor: graded.correct ? 'success.main' : 'error.main' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {graded.correct ? <CheckCircle color="success" aria-hidden /> : <Cancel color="error" aria-hidden />}
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {number}. {question.text}
          </Typography>
          <Typography variant="body2" color={graded.correct ? 'success.main' : 'error.main'} sx={{ fontWeight: 600 }}>
            {graded.correct ? t`Right` : t`Wrong`}
          </Typography>
        </Box>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, pl: 4 }}>
        {question.options.map((option) => {
          const isCorrect = correct.has(option.id);
          const wasChosen = chosen.has(option.id);
          return (
            <Box component="li" key={option.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.25 }}>
              <Typography variant="body2" sx={{ fontWeight: isCorrect ? 600 : 400 }}>
                {option.text}
              </Typography>
              {isCorrect && <Chip size="small" color="success" variant="outlined" label={t`Correct answer`} />}
              {wasChosen && <Chip size="small" color={isCorrect ? 'success' : 'error'} label={t`Your answer`} />}
            </Box>
          );
        })}
      </Box>
      {graded.explanation && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, pl: 4 }}>
          {graded.explanation}
        </Typography>
      )}
    </Paper>
  );
}
