import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LegalDocument } from './LegalDocument';
import type { LegalSection } from './LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: msg`Acceptance of these terms`,
    paragraphs: [
      msg`By accessing this website, creating an account or purchasing any of our services or courses, you agree to these Terms of Service. If you use the platform on behalf of an organisation, you confirm that you are authorised to accept them for that organisation.`,
    ],
  },
  {
    heading: msg`Accounts`,
    paragraphs: [
      msg`You must provide accurate information when you register and keep it up to date. You are responsible for keeping your password confidential and for all activity under your account. Tell us immediately if you suspect unauthorised use.`,
      msg`Administrator accounts are granted only after review by our team. We may refuse, suspend or close an account that breaches these terms.`,
    ],
  },
  {
    heading: msg`Courses and learning content`,
    paragraphs: [
      msg`Enrolling in a course gives you a personal, non-transferable licence to access its materials for your own learning. You may not copy, resell, publicly share or record course content, assessments or recordings without our written permission.`,
      msg`Certificates are issued when you meet the completion requirements of a course. They confirm participation and assessed achievement; they are not an academic degree.`,
    ],
  },
  {
    heading: msg`Consulting and development services`,
    paragraphs: [
      msg`The scope, deliverables, fees and timelines of consulting and development engagements are defined in a separate statement of work or agreement. Where such an agreement conflicts with these terms, the agreement prevails.`,
      msg`Prices shown on the website are indicative starting points and may change; a binding price is confirmed in writing before any engagement begins.`,
    ],
  },
  {
    heading: msg`Job applications`,
    paragraphs: [
      msg`Information you submit when applying for a position must be truthful and your own. Submitting an application does not create an employment relationship or a guarantee of an interview.`,
    ],
  },
  {
    heading: msg`Acceptable use`,
    paragraphs: [msg`When using the platform you agree not to:`],
    items: [
      msg`break the law or infringe the rights of others;`,
      msg`attempt to gain unauthorised access to accounts, systems or data;`,
      msg`upload malicious code or interfere with the operation of the service;`,
      msg`scrape, harvest or bulk-download content without permission;`,
      msg`use our content or outputs to build a competing training product.`,
    ],
  },
  {
    heading: msg`Intellectual property`,
    paragraphs: [
      msg`The website, course materials, software, trademarks and logos are owned by AI Solutions or its licensors and are protected by law. Except as these terms allow, no rights are transferred to you.`,
    ],
  },
  {
    heading: msg`Payments and refunds`,
    paragraphs: [
      msg`Fees are due as stated at checkout or in your agreement. Course purchases may be refunded within 14 days if less than 20% of the course content has been accessed, unless the law of your country gives you broader rights.`,
    ],
  },
  {
    heading: msg`Disclaimers and limitation of liability`,
    paragraphs: [
      msg`The platform and its content are provided "as is". AI systems produce probabilistic results, and you remain responsible for how you use any model, recommendation or output in your business.`,
      msg`To the extent permitted by law, AI Solutions is not liable for indirect or consequential losses, and our total liability for any claim is limited to the amount you paid us in the twelve months before the claim arose.`,
    ],
  },
  {
    heading: msg`Changes and termination`,
    paragraphs: [
      msg`We may update these terms from time to time. We will post the new version on this page and, for material changes, notify registered users by e-mail. You may stop using the platform and close your account at any time.`,
    ],
  },
  {
    heading: msg`Governing law`,
    paragraphs: [
      msg`These terms are governed by the laws of the State of California, United States, without regard to conflict-of-law rules. Courts located in San Francisco County have jurisdiction over any dispute, unless mandatory consumer law provides otherwise.`,
    ],
  },
];

export function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Terms of Service`}
      lastUpdated="2024-01-15"
      intro={t`These terms govern your use of the AI Solutions website, learning platform, careers portal and related services. Please read them carefully.`}
      sections={SECTIONS}
    />
  );
}
