import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import type { ApplicationStatus } from '../../__generated__/graphql';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS } from './application-status';

export function ApplicationStatusChip({ status, size = 'small' }: { status: ApplicationStatus; size?: ChipProps['size'] }) {
  return <Chip size={size} label={APPLICATION_STATUS_LABELS[status]} color={APPLICATION_STATUS_COLORS[status]} sx={{ fontWeight: 600 }} />;
}
