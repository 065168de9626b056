import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const LEADERS = [
  { name: 'Dr. Sarah Chen', role: msg`Chief Executive Officer`, bio: msg`Former research lead in applied machine learning; founded AI Solutions in 2015.`, color: '#4338CA' },
  { name: 'Marcus Johnson', role: msg`Chief Technology Officer`, bio: msg`Twenty years building data platforms and ML systems at scale.`, color: '#0E7490' },
  { name: 'Dr. Priya Patel', role: msg`Head of Research`, bio: msg`Leads our work on language models, evaluation and responsible AI.`, color: '#7C3AED' },
  { name: 'David Kim', role: msg`Head of Learning`, bio: msg`Designs the training programs that have taught more than 10,000 graduates.`, color: '#B45309' },
] as const;

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export function LeadershipTeam() {
  const { i18n } = useLingui();
  return (
    <Grid container spacing={3}>
      {LEADERS.map((leader) => (
        <Grid key={leader.name} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card component="article" aria-label={leader.name} sx={{ height: '100%', textAlign: 'center' }}>
            <CardContent sx={{ p: 3 }}>
              <Avatar sx={{ width: 72, height: 72, mx: 'auto', mb: 2, bgcolor: leader.color, color: '#fff', fontSize: 26, fontWeight: 700 }}>
                {initials(leader.name)}
              </Avatar>
              <Typography variant="h6" component="h3">
                {leader.name}
              </Typography>
              <Typography color="primary" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                {i18n._(leader.role)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {i18n._(leader.bio)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
