import AccessTime from '@mui/icons-material/AccessTime';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Group from '@mui/icons-material/Group';
import StarRounded from '@mui/icons-material/StarRounded';
import ViewModuleOutlined from '@mui/icons-material/ViewModuleOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { liftCardSx } from '../shared/lift-card';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicCourseCard_CourseFragment } from '../../__generated__/graphql';
import { CoursePrice } from './CoursePrice';
import { ModulesText, RatingText, StudentsText } from './CourseFacts';
import { LEVEL_COLORS, LEVEL_MESSAGES, categoryText } from './course-format';
import { Rule } from '../../components/Rule';

const VISIBLE_SKILLS = 3;

export function CourseCard({ course }: { course: PublicCourseCard_CourseFragment }) {
  const moreSkills = course.skills.length - VISIBLE_SKILLS;
  const modules = course.modules.length;
  const { t, i18n } = useLingui();
  const title = course.title;
  const instructor = course.instructor.name;
  return (
    <Card
      component="article"
      aria-label={course.title}
      sx={liftCardSx}
    >
      <CardContent sx={{ p: { xs: 3, md: 3.5 }, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" color={LEVEL_COLORS[course.level]} label={i18n._(LEVEL_MESSAGES[course.level])} sx={{ fontWeight: 600 }} />
          <Chip size="small" variant="outlined" label={categoryText((message) => i18n._(message), course.category)} />
        </Stack>
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
          {course.title}
        </Typography>
        {instructor && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <Trans comment="Names the course's instructor.">by {instructor}</Trans>
          </Typography>
        )}
        <Typography
          color="text.secondary"
          sx={{
            mt: 1.5,
            lineHeight: 1.6,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {course.description}
        </Typography>

        {course.skills.length > 0 && (
          <Stack direction="row" spacing={0.75} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 0.75 }} aria-label={t`Skills you will gain`}>
            {course.skills.slice(0, VISIBLE_SKILLS).map((skill) => (
              <Chip key={skill} size="small" label={skill} sx={{ bgcolor: 'action.hover' }} />
            ))}
            {moreSkills > 0 && <Chip size="small" variant="outlined" label={t({ message: `+${moreSkills} more`, comment: 'How many more skills the course teaches than the card shows.' })} />}
          </Stack>
        )}

        <Box sx={{ flex: 1 }} />
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
        >
          <Fact icon={<StarRounded sx={{ color: 'warning.main' }} />}><RatingText rating={course.rating} count={course.ratingCount} /></Fact>
          <Fact icon={<Group />}><StudentsText count={course.students} /></Fact>
          {course.duration && <Fact icon={<AccessTime />}>{course.duration}</Fact>}
          {modules > 0 && <Fact icon={<ViewModuleOutlined />}><ModulesText count={modules} /></Fact>}
          {course.certificate && <Fact icon={<WorkspacePremiumOutlined />}>{t`Certificate`}</Fact>}
        </Box>
        <Rule my={2.5} />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <CoursePrice price={course.price} discountPrice={course.discountPrice} />
          <Button
            component={RouterLink}
            to={`/courses/${course.id}`}
            variant="contained"
            endIcon={<ArrowForward />}
            aria-label={t`View course: ${title}`}
          >
            <Trans>View Course</Trans>
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" noWrap>
        {children}
      </Typography>
    </Stack>
  );
}
