import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LegalDocument } from './LegalDocument';
import type { LegalSection } from './LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: msg`Who we are`,
    paragraphs: [
      msg`AI Solutions ("we", "us") operates this website and platform and is the controller of the personal data described in this policy.`,
    ],
  },
  {
    heading: msg`Information we collect`,
    paragraphs: [msg`We collect only what we need to run the platform and serve you:`],
    items: [
      msg`Account data: your name, e-mail address, password (stored only as a secure hash), role, and optionally phone number, company and position.`,
      msg`Learning data: courses you enrol in, your progress, assessment results and certificates.`,
      msg`Application data: the details, CV and cover letter you submit when applying for a job.`,
      msg`Messages: what you send us through the contact form, including your contact details.`,
      msg`Technical data: log information such as IP address, browser type and the pages you visit, used for security and reliability.`,
    ],
  },
  {
    heading: msg`How we use your information`,
    paragraphs: [msg`We use personal data to:`],
    items: [
      msg`create and secure your account and let you sign in;`,
      msg`deliver courses, track progress and issue certificates;`,
      msg`assess job applications and contact candidates;`,
      msg`answer your enquiries and provide the services you request;`,
      msg`send service e-mails such as password resets and account approvals;`,
      msg`improve the platform and protect it against abuse.`,
    ],
  },
  {
    heading: msg`Legal bases`,
    paragraphs: [
      msg`We process personal data to perform our contract with you, to comply with legal obligations, on the basis of our legitimate interest in operating and securing the platform, and, where required, with your consent, which you may withdraw at any time.`,
    ],
  },
  {
    heading: msg`Sharing`,
    paragraphs: [
      msg`We do not sell your personal data. We share it only with service providers that host, e-mail or process data on our behalf under written agreements, with your employer when it sponsors your training, and with authorities when the law requires it.`,
    ],
  },
  {
    heading: msg`Retention`,
    paragraphs: [
      msg`We keep account and learning data while your account is active and for up to two years afterwards, job applications for up to one year after the position is filled unless you agree to a longer period, and contact messages for as long as needed to handle your request.`,
    ],
  },
  {
    heading: msg`Security`,
    paragraphs: [
      msg`Passwords are hashed, connections are encrypted, and access to personal data is restricted to staff who need it. Sessions expire after a period of inactivity. No system is perfectly secure, so please use a strong, unique password.`,
    ],
  },
  {
    heading: msg`Cookies and local storage`,
    paragraphs: [
      msg`We use your browser's local storage to keep you signed in and to remember preferences such as the light or dark theme. We do not use advertising cookies.`,
    ],
  },
  {
    heading: msg`Your rights`,
    paragraphs: [
      msg`Depending on where you live, you may have the right to access, correct, delete or export your personal data, to object to or restrict processing, and to complain to a data protection authority. You can update most profile information yourself from your dashboard; for anything else, contact us.`,
    ],
  },
  {
    heading: msg`Children`,
    paragraphs: [msg`Our platform is not directed at children under 16, and we do not knowingly collect their personal data.`],
  },
  {
    heading: msg`Changes to this policy`,
    paragraphs: [
      msg`We may update this policy as our services evolve. The date at the top of this page shows when it last changed, and we will notify registered users of material changes by e-mail.`,
    ],
  },
];

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Privacy Policy`}
      lastUpdated="2024-01-15"
      intro={t`Your privacy matters to us. This policy explains what personal data AI Solutions collects, why we collect it, and the choices you have.`}
      sections={SECTIONS}
    />
  );
}
