import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Language } from '@ai-solutions/common';
import { ContentLanguageTabs } from '../../shared/content-languages/ContentLanguageTabs';
import { missingVersions, type BuilderLesson } from './builder-model';
import { TitleVersionsFields } from './TitleVersionsFields';
import { fieldProps, fileSize } from './builder-fields';
import { CourseFileUpload } from './CourseFileUpload';
import { MarkdownField } from './MarkdownField';

export interface LessonEditorProps {
  courseId: string;
  lesson: BuilderLesson;
  errors: Record<string, string>;
  onChange: (change: Partial<BuilderLesson>) => void;
}

const ATTACHMENT_TYPES = '.pdf,.pptx,.ppt,.odp,.key,application/pdf';

/** A lesson: title, kind, minutes, free preview, its video, attachments and Markdown text. */
export function LessonEditor({ courseId, lesson, errors, onChange }: LessonEditorProps) {
  const { t, i18n } = useLingui();
  const key = lesson.key;
  // The text's language: English edits the original; another language its version, blank where the site shows the English.
  const [language, setLanguage] = useState<Language>('en');
  return (
    <Stack spacing={2.5}>
      <TextField label={t`Lesson title`} required fullWidth value={lesson.title} onChange={(e) => onChange({ title: e.target.value })} {...fieldProps(errors, `${key}.title`)} />
      <TitleVersionsFields label={t`Lesson title`} original={lesson.title} value={lesson.titles} onChange={(titles) => onChange({ titles })} maxLength={200} errors={errors} errorKey={`${key}.translations`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary" id={`${key}-kind`}>
            <Trans>Kind</Trans>
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={lesson.kind}
            aria-labelledby={`${key}-kind`}
            onChange={(_, kind: BuilderLesson['kind'] | null) => kind && onChange({ kind })}
          >
            <ToggleButton value="text">
              <Trans>Text</Trans>
            </ToggleButton>
            <ToggleButton value="video">
              <Trans>Video</Trans>
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <TextField
          label={t`Minutes`}
          type="number"
          value={lesson.minutes}
          onChange={(e) => onChange({ minutes: e.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 600, step: 1, inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: 160 } }}
          {...fieldProps(errors, `${key}.minutes`, t`Empty: estimated from the text`)}
        />
        <FormControlLabel control={<Switch checked={lesson.preview} onChange={(e) => onChange({ preview: e.target.checked })} />} label={t`Free preview`} />
      </Stack>
      {errors[`${key}.kind`] && (
        <Typography variant="body2" color="error" role="alert">
          {errors[`${key}.kind`]}
        </Typography>
      )}

      {lesson.kind === 'video' && (
        <Stack spacing={1.5}>
          <TextField
            label={t`Video link`}
            placeholder="https://www.youtube.com/watch?v=…"
            fullWidth
            value={lesson.videoUrl}
            disabled={Boolean(lesson.video)}
            onChange={(e) => onChange({ videoUrl: e.target.value })}
            {...fieldProps(errors, `${key}.videoUrl`, t`A YouTube or Vimeo link, or upload an MP4 instead`)}
          />
          {lesson.video ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">
                <Trans>Uploaded video:</Trans>
              </Typography>
              <Chip label={`${lesson.video.name} · ${fileSize(lesson.video.size, i18n.locale)}`} onDelete={() => onChange({ video: null })} />
            </Stack>
          ) : (
            !lesson.videoUrl.trim() && <CourseFileUpload courseId={courseId} label={t`Upload MP4 video`} accept="video/mp4,.mp4,.m4v" onUploaded={(video) => onChange({ video })} />
          )}
          {errors[`${key}.video`] && (
            <Typography variant="body2" color="error" role="alert">
              {errors[`${key}.video`]}
            </Typography>
          )}
        </Stack>
      )}

      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          <Trans>Attachments</Trans>
        </Typography>
        {lesson.attachments.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {lesson.attachments.map((file) => (
              <Chip
                key={file.id}
                label={`${file.name} · ${fileSize(file.size, i18n.locale)}`}
                onDelete={() => onChange({ attachments: lesson.attachments.filter((a) => a.id !== file.id) })}
              />
            ))}
          </Stack>
        )}
        <CourseFileUpload courseId={courseId} label={t`Upload PDF or slides`} accept={ATTACHMENT_TYPES} onUploaded={(file) => onChange({ attachments: [...lesson.attachments, file] })} />
        {errors[`${key}.attachments`] && (
          <Typography variant="body2" color="error" role="alert">
            {errors[`${key}.attachments`]}
          </Typography>
        )}
      </Stack>

      <Stack spacing={1}>
        <ContentLanguageTabs value={language} onChange={setLanguage} missing={missingVersions([[lesson.content, lesson.contents]])} />
        {language === 'en' ? (
          <MarkdownField key="en" label={t`Lesson content`} value={lesson.content} onChange={(content) => onChange({ content })} error={errors[`${key}.content`]} />
        ) : (
          <MarkdownField
            key={language}
            label={t`Lesson content`}
            lang={language}
            value={lesson.contents[language]}
            placeholder={lesson.content}
            onChange={(content) => onChange({ contents: { ...lesson.contents, [language]: content } })}
            error={errors[`${key}.contentTranslations`]}
          />
        )}
      </Stack>
    </Stack>
  );
}
