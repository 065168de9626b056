/**
 * The plain-text part, written from the same laid-out blocks as the HTML: headings underlined,
 * every link written out in full (a text reader has nothing to click), user-written text quoted.
 */
import type { LaidOutMail } from './mail-layout.js';

export function mailText(mail: LaidOutMail): string {
  const out: string[] = [mail.heading, '='.repeat(Math.min(mail.heading.length, 72)), ''];
  for (const block of mail.blocks) {
    switch (block.kind) {
      case 'paragraph':
        out.push(block.text, '');
        break;
      case 'button':
        out.push(`${block.label}:`, block.url, '');
        break;
      case 'link':
        out.push(`${block.label} ${block.url}`, '');
        break;
      case 'quote':
        if (block.label) out.push(block.label);
        out.push(...block.text.split('\n').map((line) => `> ${line}`), '');
        break;
      case 'facts':
        for (const row of block.rows) out.push(`${row.label}: ${row.value}${row.note ? ` (${row.note})` : ''}`);
        out.push('');
        break;
    }
  }
  out.push('--', mail.siteName);
  if (mail.siteDescription) out.push(mail.siteDescription);
  out.push(`${mail.contactLabel} ${mail.contactEmail}`, '', mail.reason, '');
  return out.join('\n');
}
