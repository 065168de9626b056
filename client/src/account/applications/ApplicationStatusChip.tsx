import { useLingui } from '@lingui/react';
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import type { ApplicationStatus } from '../../__generated__/graphql';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_MESSAGES } from './application-status';

export function ApplicationStatusChip({ status, size = 'small' }: { status: ApplicationStatus; size?: ChipProps['size'] }) {
  const { i18n } = useLingui();
  return <Chip size={size} label={i18n._(APPLICATION_STATUS_MESSAGES[status])} color={APPLICATION_STATUS_COLORS[status]} sx={{ fontWeight: 600 }} />;
}
