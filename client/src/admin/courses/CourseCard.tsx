import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import ViewModuleOutlinedIcon from '@mui/icons-material/ViewModuleOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AdminCourseCard_CourseFragment } from '../../__generated__/graphql';
import { ArticleCard } from '../../components/ArticleCard';
import { useFormat } from '../../components/format/useFormat';
import { CardActionButton } from '../../components/CardActionButtons';
import { CoursePrice } from '../../public/courses/CoursePrice';
import { LEVEL_COLORS, categoryLabel, levelLabel } from '../../public/courses/course-format';
import { COURSE_STATUS_COLORS, COURSE_STATUS_LABELS } from './course-status';
import { ScheduledNote } from '../shared/ScheduledNote';
import { MissingLanguagesChip } from '../shared/content-languages/MissingLanguagesChip';
import { missingLanguages } from '../shared/content-languages/content-languages';
import { COURSE_TEXT_FIELDS } from './course-form';

export interface CourseCardProps {
  course: AdminCourseCard_CourseFragment;
  onEnrollments: () => void;
  onEdit: () => void;
  /** Opens the course builder: modules, lessons and quizzes. */
  onContent: () => void;
  /** Archives the course, or brings an archived one back as a draft. */
  onToggleArchive: () => void;
  onDelete: () => void;
}

export function CourseCard({ course, onEnrollments, onContent, onEdit, onToggleArchive, onDelete }: CourseCardProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const title = course.title;
  const rating = format.number(course.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const archived = course.status === 'archived';
  const enrollments = course.enrollmentCount;
  return (
    <ArticleCard
      name={course.title}
      testId="course-card"
      actionsSx={{ px: 1.5, py: 1, flexWrap: 'wrap', rowGap: 0.5 }}
      actions={
        <>
          <Button size="small" startIcon={<GroupOutlinedIcon />} onClick={onEnrollments} aria-label={t`Enrollments of ${title}`}>
            <Trans>Enrollments</Trans>
          </Button>
          <Button size="small" startIcon={<MenuBookOutlinedIcon />} onClick={onContent} aria-label={t`Content of ${title}`}>
            <Trans>Content</Trans>
          </Button>
          <Box sx={{ flex: 1 }} />
          <CardActionButton label={t`Edit`} name={course.title} icon={<EditOutlinedIcon />} onClick={onEdit} />
          <CardActionButton
            label={archived ? t`Restore` : t`Archive`}
            name={course.title}
            color="inherit"
            icon={archived ? <UnarchiveOutlinedIcon /> : <ArchiveOutlinedIcon />}
            onClick={onToggleArchive}
          />
          <CardActionButton label={t`Delete`} name={course.title} color="error" icon={<DeleteOutlineIcon />} onClick={onDelete} />
        </>
      }
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 0.75 }}>
        <Chip size="small" label={i18n._(COURSE_STATUS_LABELS[course.status])} color={COURSE_STATUS_COLORS[course.status]} sx={{ fontWeight: 600 }} />
        <Chip size="small" variant="outlined" color={LEVEL_COLORS[course.level]} label={levelLabel(course.level)} />
        <Chip size="small" variant="outlined" label={categoryLabel(course.category)} />
        <MissingLanguagesChip missing={missingLanguages(course.translations, COURSE_TEXT_FIELDS)} />
      </Stack>
      <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
        {course.title}
      </Typography>
      {course.instructor.name && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {course.instructor.name}
        </Typography>
      )}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1.25, mb: 2, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {course.description}
      </Typography>
      <CoursePrice price={course.price} discountPrice={course.discountPrice} />
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', columnGap: 2.5, rowGap: 1, color: 'text.secondary' }}>
        <Metric icon={<GroupOutlinedIcon fontSize="small" />}><Plural value={enrollments} one="# enrollment" other="# enrollments" /></Metric>
        <Metric icon={<StarRoundedIcon fontSize="small" sx={{ color: 'warning.main' }} />}>
          {course.ratingCount > 0 ? <Trans>{rating} rating</Trans> : <Trans>No ratings</Trans>}
        </Metric>
        <Metric icon={<ViewModuleOutlinedIcon fontSize="small" />}>
          <Plural value={course.modules.length} one="# module" other="# modules" />
        </Metric>
        {course.duration && <Metric icon={<AccessTimeIcon fontSize="small" />}>{course.duration}</Metric>}
      </Stack>
      <ScheduledNote publishAt={course.publishAt} unpublishAt={course.unpublishAt} />
    </ArticleCard>
  );
}

function Metric({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}
