import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteInfo } from '../../app/site/useSiteInfo';
import { useLingui } from '@lingui/react/macro';

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { siteName } = useSiteInfo();
  const { t } = useLingui();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t`${siteName} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, textDecoration: 'none', color: 'inherit' }}
    >
      <Box
        sx={{
          width: 36,
          height: 36,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          background: 'linear-gradient(135deg, #4F46E5 0%, #0891B2 100%)',
          boxShadow: '0 6px 16px rgba(79, 70, 229, 0.35)',
        }}
      >
        <AutoAwesome fontSize="small" />
      </Box>
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.02em', whiteSpace: 'nowrap', color: inverted ? '#fff' : 'text.primary' }}
      >
        {siteName}
      </Typography>
    </Box>
  );
}
