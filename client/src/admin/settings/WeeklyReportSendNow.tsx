import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { errorReason } from '../../components/form/graphql-errors';
import { useNotice } from '../../components/notice/useNotice';
import { SendWeeklyReportNowMutation } from './operations';

/** Weekly Reports' preview: last week's report, mailed now to the administrator who clicks. */
export function WeeklyReportSendNow() {
  const { t, i18n } = useLingui();
  const notice = useNotice();
  const [send, { loading }] = useMutation(SendWeeklyReportNowMutation);

  const onSend = async () => {
    try {
      const result = await send();
      const address = result.data?.sendWeeklyReportNow;
      notice.success(address ? t`Weekly report sent to ${address}` : t`Weekly report sent to you`);
    } catch (err) {
      notice.error(errorReason(err, i18n));
    }
  };

  return (
    <Button size="small" variant="outlined" startIcon={<SendIcon />} onClick={() => void onSend()} disabled={loading}>
      {loading ? t`Sending…` : t`Send now`}
    </Button>
  );
}
