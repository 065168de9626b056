import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { errorReason } from '../../components/form/graphql-errors';
import { RateCourseMutation } from './operations';

interface CourseRatingProps {
  courseId: string;
  courseTitle: string;
  /** The learner's rating once given; a course is rated once. */
  rating: number | null;
}

/** A star's name for screen readers: "4 Stars". */
const STARS = msg({ message: '{stars, plural, one {# Star} other {# Stars}}', comment: 'The accessible name of a rating, e.g. "4 Stars".' });

/** Rate a course once, 1-5: pick the stars, then submit (a rating cannot be changed afterwards). */
export function CourseRating({ courseId, courseTitle, rating }: CourseRatingProps) {
  const { t, i18n } = useLingui();
  const starsLabel = (stars: number) => {
    const label: MessageDescriptor = { ...STARS, values: { stars } };
    return i18n._(label);
  };
  const labelId = useId();
  const [value, setValue] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rate, { loading }] = useMutation(RateCourseMutation);

  if (rating) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} id={labelId}>
          <Trans>Your rating</Trans>
        </Typography>
        <Rating value={rating} readOnly aria-labelledby={labelId} getLabelText={starsLabel} />
        <Typography variant="body2" color="text.secondary">
          <Trans>Thank you for rating this course.</Trans>
        </Typography>
      </Stack>
    );
  }

  const submit = async () => {
    if (!value) return;
    setError(null);
    try {
      await rate({ variables: { courseId, rating: value } });
    } catch (err) {
      setError(errorReason(err, i18n));
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} id={labelId}>
          <Trans>Rate this course</Trans>
        </Typography>
        <Rating
          name={`rating-${courseId}`}
          value={value}
          onChange={(_event, next) => setValue(next)}
          aria-labelledby={labelId}
          getLabelText={starsLabel}
          emptyLabelText={t({ message: 'No rating', comment: 'A rating with no star picked' })}
          disabled={loading}
        />
        <Button size="small" variant="outlined" disabled={!value || loading} onClick={() => void submit()} aria-label={t`Submit rating for ${courseTitle}`}>
          {loading ? t`Submitting...` : t`Submit rating`}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
