import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import NotesIcon from '@mui/icons-material/Notes';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlineOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { hasErrorWithin, keysOfModule, move, newLesson, newModule, newQuiz } from './builder-model';
import type { BuilderModule, BuilderSelection } from './builder-model';

export interface BuilderOutlineProps {
  modules: BuilderModule[];
  selection: BuilderSelection;
  errors: Record<string, string>;
  onSelect: (selection: BuilderSelection) => void;
  onChange: (modules: BuilderModule[]) => void;
}

/** Up, down and delete for one item of the outline, named after it for screen readers. */
function MoveButtons({ name, index, count, onMove, onDelete, deleteLabel }: { name: string; index: number; count: number; onMove: (delta: -1 | 1) => void; onDelete: () => void; deleteLabel: string }) {
  const { t } = useLingui();
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <IconButton size="small" aria-label={t`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={deleteLabel} onClick={onDelete}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

function OutlineItem({ selected, icon, primary, secondary, error, onClick, actions }: { selected: boolean; icon: ReactNode; primary: string; secondary?: string; error: boolean; onClick: () => void; actions?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
      <ListItemButton selected={selected} onClick={onClick} aria-current={selected ? 'true' : undefined} sx={{ borderRadius: 1, py: 0.5, minWidth: 0, flex: 1 }}>
        <ListItemIcon sx={{ minWidth: 34, color: error ? 'error.main' : undefined }}>{error ? <ErrorOutlineIcon fontSize="small" /> : icon}</ListItemIcon>
        <ListItemText primary={primary} secondary={secondary} slotProps={{ primary: { variant: 'body2', noWrap: true }, secondary: { variant: 'caption' } }} />
      </ListItemButton>
      {actions}
    </Stack>
  );
}

/** The course's modules with their lessons and quizzes: choose one to edit, move, add or delete. */
export function BuilderOutline({ modules, selection, errors, onSelect, onChange }: BuilderOutlineProps) {
  const { t } = useLingui();
  const setModule = (index: number, mod: BuilderModule) => onChange(modules.map((m, i) => (i === index ? mod : m)));

  return (
    <Stack spacing={1.5} component="nav" aria-label={t`Course outline`}>
      {modules.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          <Trans>No modules yet. Add the first module, then its lessons.</Trans>
        </Typography>
      )}
      {modules.map((mod, index) => {
        const number = index + 1;
        const name = mod.title.trim() || t`Module ${number}`;
        const lessonsError = errors[`${mod.key}.lessons`];
        return (
          <Paper key={mod.key} variant="outlined" component="section" aria-label={name} sx={{ p: 1 }}>
            <Stack direction="row" sx={{ alignItems: 'center', pl: 1 }}>
              <Typography variant="overline" color="text.secondary" sx={{ flex: 1, lineHeight: 2 }}>
                <Trans>Module {number}</Trans>
              </Typography>
              <MoveButtons
                name={name}
                index={index}
                count={modules.length}
                onMove={(delta) => onChange(move(modules, index, delta))}
                deleteLabel={t`Delete module ${name}`}
                onDelete={() => {
                  onChange(modules.filter((_, i) => i !== index));
                  if (selection?.module === mod.key) onSelect(null);
                }}
              />
            </Stack>
            <List dense disablePadding component="div">
              <OutlineItem
                selected={selection?.module === mod.key && !selection.lesson && !selection.quiz}
                icon={mod.opensAfterPrevious ? <LockClockOutlinedIcon fontSize="small" /> : <SettingsOutlinedIcon fontSize="small" />}
                primary={mod.title.trim() || t`Untitled module`}
                secondary={t`Module settings`}
                error={Boolean(errors[`${mod.key}.title`])}
                onClick={() => onSelect({ module: mod.key })}
              />
              <Box sx={{ pl: { xs: 1, sm: 2 } }}>
                {mod.lessons.map((lesson, l) => {
                  const lessonNumber = l + 1;
                  const lessonName = lesson.title.trim() || t`Lesson ${lessonNumber}`;
                  return (
                    <OutlineItem
                      key={lesson.key}
                      selected={selection?.lesson === lesson.key}
                      icon={lesson.kind === 'video' ? <PlayCircleOutlineIcon fontSize="small" /> : <NotesIcon fontSize="small" />}
                      primary={lessonName}
                      error={hasErrorWithin(errors, [lesson.key])}
                      onClick={() => onSelect({ module: mod.key, lesson: lesson.key })}
                      actions={
                        <MoveButtons
                          name={lessonName}
                          index={l}
                          count={mod.lessons.length}
                          onMove={(delta) => setModule(index, { ...mod, lessons: move(mod.lessons, l, delta) })}
                          deleteLabel={t`Delete lesson ${lessonName}`}
                          onDelete={() => {
                            setModule(index, { ...mod, lessons: mod.lessons.filter((_, i) => i !== l) });
                            if (selection?.lesson === lesson.key) onSelect({ module: mod.key });
                          }}
                        />
                      }
                    />
                  );
                })}
                {mod.quiz && (
                  <OutlineItem
                    selected={selection?.module === mod.key && Boolean(selection.quiz)}
                    icon={<QuizOutlinedIcon fontSize="small" />}
                    primary={mod.quiz.title.trim() || t`Quiz`}
                    secondary={t`Quiz`}
                    error={hasErrorWithin(errors, [`${mod.key}.quiz`, ...mod.quiz.questions.map((q) => q.key)])}
                    onClick={() => onSelect({ module: mod.key, quiz: true })}
                  />
                )}
              </Box>
            </List>
            {lessonsError && (
              <Typography variant="body2" color="error" role="alert" sx={{ px: 1, py: 0.5 }}>
                {lessonsError}
              </Typography>
            )}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', px: 1, pt: 0.5 }}>
              <Button
                size="small"
                startIcon={<AddIcon />}
                aria-label={t`Add lesson to ${name}`}
                onClick={() => {
                  const lesson = newLesson();
                  setModule(index, { ...mod, lessons: [...mod.lessons, lesson] });
                  onSelect({ module: mod.key, lesson: lesson.key });
                }}
              >
                <Trans>Add lesson</Trans>
              </Button>
              {!mod.quiz && (
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  aria-label={t`Add quiz to ${name}`}
                  onClick={() => {
                    setModule(index, { ...mod, quiz: newQuiz(t`${name}: quiz`, { true: t`True`, false: t`False` }) });
                    onSelect({ module: mod.key, quiz: true });
                  }}
                >
                  <Trans>Add quiz</Trans>
                </Button>
              )}
            </Stack>
            {/* A message on a field inside the module points here, so it is found with the module closed. */}
            {hasErrorWithin(errors, keysOfModule(mod)) && !lessonsError && (
              <Typography variant="caption" color="error" sx={{ px: 1, display: 'block' }}>
                <Trans>Something in this module needs correcting.</Trans>
              </Typography>
            )}
          </Paper>
        );
      })}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => {
          const mod = newModule();
          onChange([...modules, mod]);
          onSelect({ module: mod.key });
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        <Trans>Add module</Trans>
      </Button>
    </Stack>
  );
}
