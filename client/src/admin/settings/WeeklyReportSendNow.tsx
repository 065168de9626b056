import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@apollo/client/react';
import { errorReason } from '../../components/form/graphql-errors';
import { useNotice } from '../../components/notice/useNotice';
import { SendWeeklyReportNowMutation } from './operations';

/** Weekly Reports' preview: last week's report, mailed now to the administrator who clicks. */
export function WeeklyReportSendNow() {
  const notice = useNotice();
  const [send, { loading }] = useMutation(SendWeeklyReportNowMutation);

  const onSend = async () => {
    try {
      const result = await send();
      notice.success(`Weekly report sent to ${result.data?.sendWeeklyReportNow ?? 'you'}`);
    } catch (err) {
      notice.error(errorReason(err));
    }
  };

  return (
    <Button size="small" variant="outlined" startIcon={<SendIcon />} onClick={() => void onSend()} disabled={loading}>
      {loading ? 'Sending…' : 'Send now'}
    </Button>
  );
}
