import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { errorReason } from '../../components/form/graphql-errors';
import { RateCourseMutation } from './operations';

interface CourseRatingProps {
  courseId: string;
  courseTitle: string;
  /** The learner's rating once given; a course is rated once. */
  rating: number | null;
}

/** Rate a course once, 1-5: pick the stars, then submit (a rating cannot be changed afterwards). */
export function CourseRating({ courseId, courseTitle, rating }: CourseRatingProps) {
  const labelId = useId();
  const [value, setValue] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rate, { loading }] = useMutation(RateCourseMutation);

  if (rating) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} id={labelId}>
          Your rating
        </Typography>
        <Rating value={rating} readOnly aria-labelledby={labelId} />
        <Typography variant="body2" color="text.secondary">
          Thank you for rating this course.
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
      setError(errorReason(err));
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} id={labelId}>
          Rate this course
        </Typography>
        <Rating
          name={`rating-${courseId}`}
          value={value}
          onChange={(_event, next) => setValue(next)}
          aria-labelledby={labelId}
          disabled={loading}
        />
        <Button size="small" variant="outlined" disabled={!value || loading} onClick={() => void submit()} aria-label={`Submit rating for ${courseTitle}`}>
          {loading ? 'Submitting...' : 'Submit rating'}
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
