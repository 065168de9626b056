import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldLabel } from './activity-labels';

type Field = { field: string; value: string };

const YES = msg({ message: 'Yes', comment: 'A yes/no field of a record, in a version comparison' });
const NO = msg({ message: 'No', comment: 'A yes/no field of a record, in a version comparison' });

export interface VersionCompareProps {
  version: readonly Field[];
  /** The record as it is now; null when it was deleted. */
  current: readonly Field[] | null;
}

/** A value as a person reads it: text as is, yes or no, lists one per line, anything else as JSON. */
function readable(i18n: I18n, json: string | undefined): string {
  if (json === undefined) return '—';
  const value: unknown = JSON.parse(json);
  if (value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return i18n._(value ? YES : NO);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('\n');
  return JSON.stringify(value, null, 1);
}

/** A version beside the current record, field by field; the fields that differ are marked. */
export function VersionCompare({ version, current }: VersionCompareProps) {
  const { i18n } = useLingui();
  const now = new Map((current ?? []).map((f) => [f.field, f.value]));
  const names = [...new Set([...version.map((f) => f.field), ...now.keys()])].sort();
  const then = new Map(version.map((f) => [f.field, f.value]));
  const cell = { m: 0, p: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', maxHeight: 160, overflowY: 'auto', fontSize: '0.8125rem' } as const;
  return (
    <Box
      role="table"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(80px, 0.6fr) 1fr 1fr', sm: 'minmax(120px, 0.5fr) 1fr 1fr' }, border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}
    >
      <Box role="row" sx={{ display: 'contents', '& > *': { fontWeight: 700, bgcolor: 'action.hover' } }}>
        <Typography role="columnheader" variant="body2" sx={{ p: 1 }}>
          <Trans>Field</Trans>
        </Typography>
        <Typography role="columnheader" variant="body2" sx={{ p: 1 }}>
          <Trans>This version</Trans>
        </Typography>
        <Typography role="columnheader" variant="body2" sx={{ p: 1 }}>
          {current ? <Trans>Current</Trans> : <Trans>Current (deleted)</Trans>}
        </Typography>
      </Box>
      {names.map((name) => {
        const differs = then.get(name) !== now.get(name);
        return (
          <Box key={name} role="row" sx={{ display: 'contents', '& > *': { borderTop: 1, borderColor: 'divider', bgcolor: differs ? (theme) => alpha(theme.palette.warning.main, 0.16) : undefined } }}>
            <Typography role="rowheader" variant="body2" sx={{ ...cell, fontWeight: 600 }}>
              {fieldLabel(i18n, name)}
            </Typography>
            <Typography role="cell" variant="body2" sx={cell}>
              {readable(i18n, then.get(name))}
            </Typography>
            <Typography role="cell" variant="body2" sx={cell}>
              {current ? readable(i18n, now.get(name)) : '—'}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
