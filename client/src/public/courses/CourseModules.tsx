import ExpandMore from '@mui/icons-material/ExpandMore';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlineOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { LessonsText } from './CourseFacts';

interface CourseModule {
  id: string;
  title: string;
  lessons: readonly { id: string; title: string; preview?: boolean }[];
}

/**
 * The module outline: one panel per module, the first one open, lessons listed inside. A free
 * preview lesson links to the course player, where anyone may read it.
 */
export function CourseModules({ courseId, modules }: { courseId: string; modules: readonly CourseModule[] }) {
  const { t } = useLingui();
  return (
    <Box sx={{ mt: 2 }}>
      {modules.map((module, index) => (
        <Accordion key={module.id} defaultExpanded={index === 0} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`module-${module.id}`} id={`module-${module.id}-title`}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flex: 1, pr: 1, minWidth: 0 }}>
              <Typography color="primary" sx={{ fontWeight: 700, flexShrink: 0 }}>
                {String(index + 1).padStart(2, '0')}
              </Typography>
              <Typography sx={{ fontWeight: 600, flex: 1 }}>{module.title}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0, display: { xs: 'none', sm: 'block' } }}>
                <LessonsText count={module.lessons.length} />
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails id={`module-${module.id}`} sx={{ pt: 0 }}>
            {module.lessons.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                <Trans>Lessons will be announced soon.</Trans>
              </Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, pl: { sm: 4.5 } }}>
                {module.lessons.map((lesson) => (
                  <Stack component="li" key={lesson.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <PlayCircleOutline sx={{ fontSize: 18, color: 'text.secondary' }} aria-hidden />
                    {lesson.preview ? (
                      <>
                        <Link component={RouterLink} to={`/learn/${courseId}/${lesson.id}`} variant="body2" underline="hover">
                          {lesson.title}
                        </Link>
                        <Chip size="small" variant="outlined" color="secondary" label={t`Free preview`} />
                      </>
                    ) : (
                      <Typography variant="body2">{lesson.title}</Typography>
                    )}
                  </Stack>
                ))}
              </Stack>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
