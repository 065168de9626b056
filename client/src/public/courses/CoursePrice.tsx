import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../components/format/useFormat';
import { visuallyHidden } from '../../components/visually-hidden';

interface CoursePriceProps {
  price: number;
  discountPrice?: number | null;
  size?: 'medium' | 'large';
}

/** The price a learner pays, with the full price struck through when there is a discount. */
export function CoursePrice({ price, discountPrice, size = 'medium' }: CoursePriceProps) {
  const discounted = discountPrice !== null && discountPrice !== undefined && discountPrice < price;
  const variant: TypographyProps['variant'] = size === 'large' ? 'h4' : 'h6';
  const { t } = useLingui();
  const format = useFormat();
  const shown = discounted ? discountPrice : price;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant={variant} component="p" sx={{ fontWeight: 800, m: 0 }}>
        {shown > 0 ? format.money(shown) : t({ message: 'Free', comment: 'The price of a free course.' })}
      </Typography>
      {discounted && (
        <Typography component="p" color="text.secondary" sx={{ textDecoration: 'line-through', m: 0 }}>
          <Box component="span" sx={visuallyHidden}>
            <Trans>Regular price</Trans>{' '}
          </Box>
          {format.money(price)}
        </Typography>
      )}
    </Box>
  );
}
