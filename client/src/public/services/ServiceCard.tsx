import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ServicesPageQuery } from '../../__generated__/graphql';
import { useFormat } from '../../components/format/useFormat';
import { Rule } from '../../components/Rule';

export type PublicService = ServicesPageQuery['services']['items'][number];

export function ServiceCard({ service }: { service: PublicService }) {
  const { t } = useLingui();
  const format = useFormat();
  const title = service.title;
  const tiers = [
    { name: t({ message: 'Basic', comment: 'A plan name: kept as it is in every language (glossary).' }), amount: service.price.basic },
    { name: t({ message: 'Premium', comment: 'A plan name: kept as it is in every language (glossary).' }), amount: service.price.premium },
    { name: t({ message: 'Enterprise', comment: 'A plan name: kept as it is in every language (glossary).' }), amount: service.price.enterprise },
  ];
  /** A price of 0 means "not set" in the admin form, so it reads as a quote rather than "$0". */
  const price = (amount: number) => (amount > 0 ? format.money(amount) : t`Custom quote`);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 }, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 56,
            height: 56,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            fontSize: 28,
            mb: 2.5,
            bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
          })}
        >
          {service.icon}
        </Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {service.title}
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {service.shortDescription}
        </Typography>
        {service.features.length > 0 && (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 2.5, mb: 0 }}>
            {service.features.map((feature) => (
              <Stack component="li" key={feature} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <CheckCircle color="success" sx={{ fontSize: 18, mt: '3px' }} />
                <Typography variant="body2">{feature}</Typography>
              </Stack>
            ))}
          </Stack>
        )}
        <Box sx={{ flex: 1 }} />
        <Rule my={3} />
        <Box
          component="dl"
          aria-label={t`${title} pricing`}
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, textAlign: 'center' }}
        >
          {tiers.map((tier) => (
            <Box key={tier.name} sx={{ display: 'flex', flexDirection: 'column' }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {tier.name}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: tier.amount > 0 ? '1rem' : '0.8rem' }}>
                {price(tier.amount)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
