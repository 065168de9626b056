import AutoGraph from '@mui/icons-material/AutoGraph';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import Memory from '@mui/icons-material/Memory';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseCatalogQuery } from '../../__generated__/graphql';
import { IconTile } from '../../components/IconTile';
import { LEVEL_COLORS, LEVEL_MESSAGES } from './course-format';

type Pathway = CourseCatalogQuery['learningPathways'][number];

const ICONS: Record<string, ReactNode> = {
  'ai-engineer': <Memory />,
  'data-scientist': <AutoGraph />,
  'ai-business-leader': <BusinessCenterOutlined />,
};

/** The three pathways: their courses, levels and counts come from the published catalog. */
export function LearningPathways({ pathways }: { pathways: readonly Pathway[] }) {
  return (
    <Grid container spacing={3}>
      {pathways.map((pathway) => (
        <Grid key={pathway.id} size={{ xs: 12, md: 4 }}>
          <PathwayCard pathway={pathway} />
        </Grid>
      ))}
    </Grid>
  );
}

function PathwayCard({ pathway }: { pathway: Pathway }) {
  const { t, i18n } = useLingui();
  const levelName = (level: Pathway['levels'][number]) => i18n._(LEVEL_MESSAGES[level]);
  const first = pathway.levels[0];
  const last = pathway.levels[pathway.levels.length - 1];
  const from = first ? levelName(first) : null;
  const to = last ? levelName(last) : null;
  const span = from && to ? (first === last ? from : t({ message: `${from} to ${to}`, comment: 'The range of course levels of a pathway, e.g. “Beginner to Intermediate”.' })) : null;
  const more = pathway.courseCount - pathway.courses.length;
  const courseCount = pathway.courseCount;
  return (
    <Card component="article" aria-label={pathway.title} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <IconTile size={52}>{ICONS[pathway.id] ?? <Memory />}</IconTile>
          <Box>
            <Typography variant="h6" component="h3">
              {pathway.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Plural value={courseCount} one="# course" other="# courses" />
              {span && ` · ${span}`}
            </Typography>
          </Box>
        </Stack>
        <Typography color="text.secondary" sx={{ lineHeight: 1.7, mb: 2.5 }}>
          {pathway.description}
        </Typography>
        {pathway.courses.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>Courses for this pathway are being prepared.</Trans>
          </Typography>
        ) : (
          <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none', position: 'relative' }}>
            {pathway.courses.map((course, index) => (
              <Stack
                component="li"
                key={course.id}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'flex-start', py: 0.75 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    width: 26,
                    height: 26,
                    mt: '1px',
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: '0.75rem',
                    fontWeight: 700,
                    color: '#fff',
                    background: 'linear-gradient(135deg, #4F46E5 0%, #0891B2 100%)',
                  }}
                >
                  {index + 1}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Link component={RouterLink} to={`/courses/${course.id}`} underline="hover" sx={{ fontWeight: 600 }}>
                    {course.title}
                  </Link>
                  <Box>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={LEVEL_COLORS[course.level]}
                      label={levelName(course.level)}
                      sx={{ mt: 0.5, height: 20, fontSize: '0.7rem' }}
                    />
                  </Box>
                </Box>
              </Stack>
            ))}
            {more > 0 && (
              <Typography component="li" variant="body2" color="text.secondary" sx={{ pl: 5, pt: 0.5 }}>
                <Plural value={more} one="and # more course" other="and # more courses" />
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
