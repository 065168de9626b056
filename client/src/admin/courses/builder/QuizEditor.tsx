import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Language } from '@ai-solutions/common';
import type { QuestionKind } from '../../../__generated__/graphql';
import { ContentLanguageTabs } from '../../shared/content-languages/ContentLanguageTabs';
import { SelectField } from '../../../components/form/SelectField';
import { TextArea } from '../../../components/TextArea';
import { missingVersions, move, newOption, newQuestion, optionsFor, quizTexts } from './builder-model';
import type { BuilderOption, BuilderQuestion, BuilderQuiz } from './builder-model';
import { TitleVersionsFields } from './TitleVersionsFields';
import { fieldProps } from './builder-fields';

export interface QuizEditorProps {
  /** The module's key: the quiz's own field messages are kept under it. */
  moduleKey: string;
  quiz: BuilderQuiz;
  errors: Record<string, string>;
  onChange: (quiz: BuilderQuiz) => void;
  onRemove: () => void;
}

const KINDS: readonly QuestionKind[] = ['single', 'multiple', 'trueFalse'];
const MAX_OPTIONS = 8;

/**
 * A module's quiz: title, pass mark, attempt limit, and its questions with options and answers.
 * The questions' language tabs switch their text to a version; kinds, options and correct marks
 * are the same in every language, so a version edits the text only.
 */
export function QuizEditor({ moduleKey, quiz, errors, onChange, onRemove }: QuizEditorProps) {
  const { t } = useLingui();
  const [language, setLanguage] = useState<Language>('en');
  const original = language === 'en';
  /** A version's field: the English as its hint, the label kept above so the hint shows. */
  const versionProps = (english: string) => (original ? {} : { lang: language, placeholder: english, slotProps: { inputLabel: { shrink: true } } });
  const labels = { true: t`True`, false: t`False` };
  const kindLabels: Record<QuestionKind, string> = { single: t`Single choice`, multiple: t`Multiple choice`, trueFalse: t`True / false` };
  const setQuestions = (questions: BuilderQuestion[]) => onChange({ ...quiz, questions });
  const setQuestion = (index: number, change: Partial<BuilderQuestion>) => setQuestions(quiz.questions.map((q, i) => (i === index ? { ...q, ...change } : q)));
  const quizKey = `${moduleKey}.quiz`;

  return (
    <Stack spacing={2.5}>
      <TextField label={t`Quiz title`} required fullWidth value={quiz.title} onChange={(e) => onChange({ ...quiz, title: e.target.value })} {...fieldProps(errors, `${quizKey}.title`)} />
      <TitleVersionsFields label={t`Quiz title`} original={quiz.title} value={quiz.titles} onChange={(titles) => onChange({ ...quiz, titles })} maxLength={150} errors={errors} errorKey={`${quizKey}.translations`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t`Pass mark (%)`}
          type="number"
          required
          value={quiz.passMark}
          onChange={(e) => onChange({ ...quiz, passMark: e.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
          {...fieldProps(errors, `${quizKey}.passMark`)}
        />
        <TextField
          label={t`Attempt limit`}
          type="number"
          value={quiz.attemptLimit}
          onChange={(e) => onChange({ ...quiz, attemptLimit: e.target.value })}
          slotProps={{ htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' } }}
          {...fieldProps(errors, `${quizKey}.attemptLimit`, t`Empty: no limit`)}
        />
      </Stack>
      <Stack spacing={1}>
        <ContentLanguageTabs value={language} onChange={setLanguage} missing={missingVersions(quizTexts(quiz))} />
        {!original && (
          <Typography variant="body2" color="text.secondary">
            <Trans>Kinds, options and correct answers are the same in every language: here you translate the text only.</Trans>
          </Typography>
        )}
      </Stack>
      {errors[`${quizKey}.questions`] && (
        <Typography variant="body2" color="error" role="alert">
          {errors[`${quizKey}.questions`]}
        </Typography>
      )}

      {quiz.questions.map((question, index) => {
        const number = index + 1;
        const single = question.kind !== 'multiple';
        // The server's messages about this language's version: its options' count shows by the question too.
        const versionKey = `${question.key}.translations.${language}`;
        const versionTextKey = [`${versionKey}.text`, `${versionKey}.options`, versionKey].find((key) => errors[key]) ?? `${versionKey}.text`;
        const setOption = (o: number, change: Partial<Pick<BuilderOption, 'text' | 'texts' | 'correct'>>) =>
          setQuestion(index, {
            options: question.options.map((option, i) => {
              if (i === o) return { ...option, ...change };
              // One correct option only, for single choice and true/false.
              return change.correct && single ? { ...option, correct: false } : option;
            }),
          });
        return (
          <Paper key={question.key} variant="outlined" component="section" aria-label={t`Question ${number}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
              <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                <Trans>Question {number}</Trans>
              </Typography>
              <IconButton size="small" aria-label={t`Move question ${number} up`} disabled={index === 0} onClick={() => setQuestions(move(quiz.questions, index, -1))}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={t`Move question ${number} down`} disabled={index === quiz.questions.length - 1} onClick={() => setQuestions(move(quiz.questions, index, 1))}>
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={t`Delete question ${number}`} onClick={() => setQuestions(quiz.questions.filter((_, i) => i !== index))}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {original ? (
                  <TextField label={t`Question`} required fullWidth multiline maxRows={4} value={question.text} onChange={(e) => setQuestion(index, { text: e.target.value })} {...fieldProps(errors, `${question.key}.text`)} />
                ) : (
                  <TextField
                    key={language}
                    label={t`Question`}
                    fullWidth
                    multiline
                    maxRows={4}
                    value={question.texts[language]}
                    onChange={(e) => setQuestion(index, { texts: { ...question.texts, [language]: e.target.value } })}
                    {...versionProps(question.text)}
                    {...fieldProps(errors, versionTextKey)}
                  />
                )}
                <SelectField
                  label={t`Kind`}
                  disabled={!original}
                  value={question.kind}
                  options={KINDS}
                  labels={kindLabels}
                  onValueChange={(kind) => kind && setQuestion(index, { kind, options: optionsFor(kind, question.options, labels) })}
                  sx={{ minWidth: { sm: 190 } }}
                />
              </Stack>
              <Stack spacing={1} role="group" aria-label={t`Options of question ${number}`}>
                <Typography variant="caption" color="text.secondary">
                  {single ? <Trans>Options: mark the correct one</Trans> : <Trans>Options: mark every correct one</Trans>}
                </Typography>
                {question.options.map((option, o) => {
                  const letter = String.fromCharCode(65 + o);
                  const Mark = single ? Radio : Checkbox;
                  return (
                    <Stack key={option.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <Mark
                        checked={option.correct}
                        disabled={!original}
                        onChange={(e) => setOption(o, { correct: e.target.checked })}
                        slotProps={{ input: { 'aria-label': t`Option ${letter} is correct` } }}
                        sx={{ mt: 0.5 }}
                      />
                      {original ? (
                        <TextField
                          size="small"
                          fullWidth
                          multiline
                          maxRows={3}
                          label={t`Option ${letter}`}
                          value={option.text}
                          disabled={question.kind === 'trueFalse'}
                          onChange={(e) => setOption(o, { text: e.target.value })}
                          {...fieldProps(errors, `${question.key}.options.${o}.text`)}
                        />
                      ) : (
                        <TextField
                          key={language}
                          size="small"
                          fullWidth
                          multiline
                          maxRows={3}
                          label={t`Option ${letter}`}
                          value={option.texts[language]}
                          onChange={(e) => setOption(o, { texts: { ...option.texts, [language]: e.target.value } })}
                          {...versionProps(option.text)}
                          {...fieldProps(errors, `${versionKey}.options.${o}`)}
                        />
                      )}
                      {original && question.kind !== 'trueFalse' && (
                        <IconButton
                          size="small"
                          aria-label={t`Remove option ${letter}`}
                          disabled={question.options.length <= 2}
                          onClick={() => setQuestion(index, { options: question.options.filter((_, i) => i !== o) })}
                          sx={{ mt: 0.5 }}
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      )}
                    </Stack>
                  );
                })}
                {errors[`${question.key}.options`] && (
                  <Typography variant="body2" color="error" role="alert">
                    {errors[`${question.key}.options`]}
                  </Typography>
                )}
                {original && question.kind !== 'trueFalse' && question.options.length < MAX_OPTIONS && (
                  <Button size="small" startIcon={<AddIcon />} onClick={() => setQuestion(index, { options: [...question.options, newOption()] })} sx={{ alignSelf: 'flex-start' }}>
                    <Trans>Add option</Trans>
                  </Button>
                )}
              </Stack>
              {original ? (
                <TextArea
                  label={t`Explanation`}
                  fullWidth
                  minRows={2}
                  value={question.explanation}
                  onChange={(e) => setQuestion(index, { explanation: e.target.value })}
                  {...fieldProps(errors, `${question.key}.explanation`, t`Shown with the result, after the learner submits`)}
                />
              ) : (
                <TextArea
                  key={language}
                  label={t`Explanation`}
                  fullWidth
                  minRows={2}
                  value={question.explanations[language]}
                  onChange={(e) => setQuestion(index, { explanations: { ...question.explanations, [language]: e.target.value } })}
                  {...versionProps(question.explanation)}
                  {...fieldProps(errors, `${versionKey}.explanation`, t`Shown with the result, after the learner submits`)}
                />
              )}
            </Stack>
          </Paper>
        );
      })}

      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setQuestions([...quiz.questions, newQuestion('single', labels)])}>
          <Trans>Add question</Trans>
        </Button>
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove}>
          <Trans>Remove quiz</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
