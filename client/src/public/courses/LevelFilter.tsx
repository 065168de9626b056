import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import type { CourseLevel } from '../../__generated__/graphql';
import { useFormat } from '../../components/format/useFormat';
import { LEVEL_MESSAGES } from './course-format';

export interface LevelCount {
  level: CourseLevel;
  count: number;
}

interface LevelFilterProps {
  /** null is every level. */
  value: CourseLevel | null;
  total: number | null;
  levels: readonly LevelCount[] | null;
  onChange: (level: CourseLevel | null) => void;
}

/** The spec's levels are always offered; expert only when the published catalog has such courses. */
const ALWAYS: readonly CourseLevel[] = ['beginner', 'intermediate', 'advanced'];

export function LevelFilter({ value, total, levels, onChange }: LevelFilterProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const countOf = (level: CourseLevel) => levels?.find((l) => l.level === level)?.count ?? null;
  const offered = (levels ?? ALWAYS.map((level) => ({ level, count: 0 })))
    .map((l) => l.level)
    .filter((level) => ALWAYS.includes(level) || (countOf(level) ?? 0) > 0 || level === value);
  const options: { level: CourseLevel | null; label: string; count: number | null }[] = [
    { level: null, label: t`All Levels`, count: total },
    ...offered.map((level) => ({ level, label: i18n._(LEVEL_MESSAGES[level]), count: countOf(level) })),
  ];
  return (
    <Stack
      role="group"
      aria-label={t`Filter courses by level`}
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'center', flexWrap: 'wrap', rowGap: 1, mb: { xs: 4, md: 5 } }}
    >
      {options.map((option) => {
        const selected = option.level === value;
        return (
          <Button
            key={option.level ?? 'all'}
            variant={selected ? 'contained' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(option.level)}
            sx={{ borderRadius: 99, px: 2.25 }}
          >
            {option.label}
            {/* Until the counts arrive, an empty badge of a count's width holds their place (no shift). */}
            <Box
              component="span"
              aria-hidden={option.count === null || undefined}
              sx={{
                ml: 1,
                px: 1,
                minWidth: 24,
                borderRadius: 99,
                fontSize: '0.8rem',
                fontWeight: 700,
                bgcolor: selected ? 'rgba(255,255,255,0.22)' : 'action.selected',
              }}
            >
              {option.count === null ? '\u2007\u2007' : format.count(option.count)}
            </Box>
          </Button>
        );
      })}
    </Stack>
  );
}
