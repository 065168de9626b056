import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: 'left' | 'center';
}

export function SectionHeading({ eyebrow, title, subtitle, align = 'center' }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: align, maxWidth: align === 'center' ? 720 : 'none', mx: align === 'center' ? 'auto' : 0, mb: { xs: 4, md: 6 } }}>
      {eyebrow && (
        <Typography variant="overline" color="primary" component="p">
          {eyebrow}
        </Typography>
      )}
      <Typography variant="h3" component="h2" sx={{ fontSize: { xs: '1.85rem', md: '2.4rem' } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '1.075rem', lineHeight: 1.7 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
