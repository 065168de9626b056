import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import { formatCoursePrice, formatDollars } from './course-format';

interface CoursePriceProps {
  price: number;
  discountPrice?: number | null;
  size?: 'medium' | 'large';
}

/** The price a learner pays, with the full price struck through when there is a discount. */
export function CoursePrice({ price, discountPrice, size = 'medium' }: CoursePriceProps) {
  const discounted = discountPrice !== null && discountPrice !== undefined && discountPrice < price;
  const variant: TypographyProps['variant'] = size === 'large' ? 'h4' : 'h6';
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant={variant} component="p" sx={{ fontWeight: 800, m: 0 }}>
        {formatCoursePrice(discounted ? discountPrice : price)}
      </Typography>
      {discounted && (
        <Typography component="p" color="text.secondary" sx={{ textDecoration: 'line-through', m: 0 }}>
          <Box component="span" sx={visuallyHidden}>
            Regular price{' '}
          </Box>
          {formatDollars(price)}
        </Typography>
      )}
    </Box>
  );
}

/** Read by screen readers, not shown ('1px' as a string: a bare 1 in sx means 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
