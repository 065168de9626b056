import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import { Skeleton } from '../../components/Skeleton';
import Typography from '@mui/material/Typography';
import type { ContactInfoType, ContactPageQuery } from '../../__generated__/graphql';
import { useLingui } from '@lingui/react/macro';
import { IconTile } from '../../components/IconTile';

export type PublicContactInfo = ContactPageQuery['contactInfo'][number];

/** Spec section 9: 4 skeleton placeholders while the contact info loads. */
const SKELETON_COUNT = 4;

/** E-mail addresses and phone numbers are links a visitor can tap. */
function hrefOf(type: ContactInfoType, value: string): string | null {
  if (type === 'email') return `mailto:${value}`;
  if (type === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  return null;
}

const grid = { xs: 12, sm: 6, md: 3 } as const;

export function ContactInfoCards({ items, loading }: { items: readonly PublicContactInfo[]; loading: boolean }) {
  const { t } = useLingui();
  if (loading) {
    return (
      <Grid container spacing={3} role="status" aria-busy="true" aria-label={t`Loading contact information`}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Grid key={i} size={grid}>
            <Card data-testid="contact-info-skeleton" sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Skeleton variant="rounded" width={52} height={52} sx={{ mb: 2 }} />
                <Skeleton width="55%" height={28} />
                <Skeleton width="85%" />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
      {items.map((item) => {
        const href = hrefOf(item.type, item.value);
        return (
          <Grid key={item.id} size={grid}>
            <Card component="article" aria-label={item.title} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <IconTile size={52} fontSize={26}>
                  {item.icon}
                </IconTile>
                <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 0.5 }}>
                  {item.title}
                </Typography>
                {href ? (
                  <Link href={href} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
                    {item.value}
                  </Link>
                ) : (
                  <Typography color="text.secondary">{item.value}</Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
