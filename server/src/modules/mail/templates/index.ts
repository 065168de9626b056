/** Every e-mail the product sends, for the preview (`npm run mail:preview`) and the render tests. */
import { accountLockedMail } from './account-locked.mail.js';
import { adminRequestDecidedMail } from './admin-request-decided.mail.js';
import { adminRequestReceivedMail } from './admin-request-received.mail.js';
import { applicationReceivedMail } from './application-received.mail.js';
import { applicationStatusMail } from './application-status.mail.js';
import { contactAcknowledgementMail } from './contact-acknowledgement.mail.js';
import { contactReplyMail } from './contact-reply.mail.js';
import { invitationMail } from './invitation.mail.js';
import type { MailTemplate } from './mail-template.js';
import { passwordChangedMail } from './password-changed.mail.js';
import { passwordResetMail } from './password-reset.mail.js';
import { paymentReceiptMail } from './payment-receipt.mail.js';
import { paymentRefundMail } from './payment-refund.mail.js';
import { paymentStatusMail } from './payment-status.mail.js';
import { staffNoticeMail } from './staff-notice.mail.js';
import { weeklyReportMail } from './weekly-report.mail.js';

export {
  accountLockedMail,
  adminRequestDecidedMail,
  adminRequestReceivedMail,
  applicationReceivedMail,
  applicationStatusMail,
  contactAcknowledgementMail,
  contactReplyMail,
  invitationMail,
  passwordChangedMail,
  passwordResetMail,
  paymentReceiptMail,
  paymentRefundMail,
  paymentStatusMail,
  staffNoticeMail,
  weeklyReportMail,
};

// Each template with its own data type; listed together they are only rendered with their samples.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of templates of different data types
export const MAIL_TEMPLATES: readonly MailTemplate<any>[] = [
  passwordResetMail,
  passwordChangedMail,
  accountLockedMail,
  invitationMail,
  adminRequestReceivedMail,
  adminRequestDecidedMail,
  applicationReceivedMail,
  applicationStatusMail,
  contactAcknowledgementMail,
  contactReplyMail,
  paymentStatusMail,
  paymentReceiptMail,
  paymentRefundMail,
  weeklyReportMail,
  staffNoticeMail,
];
