/**
 * The one layout every e-mail is drawn in, with React Email's components (tables and inline styles
 * that the common mail apps render): the site's name in a brand-coloured band, the body in a
 * 600 px white card, and a footer with the site's contact details and why the person gets it.
 */
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { BRAND } from './mail-brand.js';

/** A block with its text already in the recipient's language. */
export type LaidOutBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string; orPaste: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'quote'; label?: string; text: string }
  | { kind: 'facts'; rows: readonly { label: string; value: string; note?: string }[] };

export type LaidOutMail = {
  language: string;
  subject: string;
  heading: string;
  preview: string;
  blocks: readonly LaidOutBlock[];
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  /** "Questions? Write to us at" */
  contactLabel: string;
  reason: string;
};

const text = { color: BRAND.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' } as const;
const muted = { color: BRAND.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' } as const;

function BlockView({ block }: { block: LaidOutBlock }): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={text}>{block.text}</Text>;
    case 'button':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.url}
            style={{ backgroundColor: BRAND.primary, color: BRAND.onPrimary, borderRadius: '6px', fontSize: '16px', fontWeight: 600, padding: '12px 24px', textDecoration: 'none' }}
          >
            {block.label}
          </Button>
          <Text style={{ ...muted, margin: '16px 0 0' }}>{block.orPaste}</Text>
          <Text style={{ ...muted, wordBreak: 'break-all' }}>
            <Link href={block.url} style={{ color: BRAND.primary }}>
              {block.url}
            </Link>
          </Text>
        </Section>
      );
    case 'link':
      return (
        <Text style={text}>
          {block.label}{' '}
          <Link href={block.url} style={{ color: BRAND.primary, wordBreak: 'break-all' }}>
            {block.url}
          </Link>
        </Text>
      );
    case 'quote':
      return (
        <Section style={{ backgroundColor: BRAND.quote, borderLeft: `4px solid ${BRAND.primary}`, padding: '12px 16px', margin: '0 0 16px' }}>
          {block.label ? <Text style={{ ...muted, fontWeight: 600 }}>{block.label}</Text> : null}
          <Text style={{ ...text, margin: 0, whiteSpace: 'pre-wrap' }}>{block.text}</Text>
        </Section>
      );
    case 'facts':
      return (
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <td style={{ borderBottom: `1px solid ${BRAND.divider}`, padding: '10px 8px 10px 0', color: BRAND.text, fontSize: '15px', verticalAlign: 'top' }}>{row.label}</td>
                <td style={{ borderBottom: `1px solid ${BRAND.divider}`, padding: '10px 0', color: BRAND.text, fontSize: '15px', fontWeight: 600, textAlign: 'right', verticalAlign: 'top' }}>
                  {row.value}
                  {row.note ? <div style={{ color: BRAND.muted, fontSize: '13px', fontWeight: 400 }}>{row.note}</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

export function MailLayout({ mail }: { mail: LaidOutMail }): ReactNode {
  return (
    <Html lang={mail.language} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{mail.subject}</title>
      </Head>
      <Preview>{mail.preview}</Preview>
      <Body style={{ backgroundColor: BRAND.page, fontFamily: BRAND.font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: `${String(BRAND.width)}px`, width: '100%' }}>
          <Section style={{ backgroundColor: BRAND.primary, borderRadius: '8px 8px 0 0', padding: '20px 32px' }}>
            <Text style={{ color: BRAND.onPrimary, fontSize: '20px', fontWeight: 700, lineHeight: '28px', margin: 0 }}>{mail.siteName}</Text>
          </Section>
          <Section style={{ backgroundColor: BRAND.card, borderRadius: '0 0 8px 8px', padding: '32px' }}>
            <Heading as="h1" style={{ color: BRAND.text, fontSize: '24px', lineHeight: '32px', fontWeight: 700, margin: '0 0 24px' }}>
              {mail.heading}
            </Heading>
            {mail.blocks.map((block, i) => (
              <BlockView key={i} block={block} />
            ))}
          </Section>
          <Section style={{ padding: '24px 32px' }}>
            <Text style={{ ...muted, fontWeight: 600 }}>{mail.siteName}</Text>
            {mail.siteDescription ? <Text style={muted}>{mail.siteDescription}</Text> : null}
            <Text style={muted}>
              {mail.contactLabel}{' '}
              <Link href={`mailto:${mail.contactEmail}`} style={{ color: BRAND.primary }}>
                {mail.contactEmail}
              </Link>
            </Text>
            <Hr style={{ borderColor: BRAND.divider, margin: '16px 0' }} />
            <Text style={muted}>{mail.reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
