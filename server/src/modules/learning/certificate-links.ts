/**
 * The addresses a certificate offers: its public verification page, its PDF, and LinkedIn's
 * "Add to profile" form filled in with it (the documented add-to-profile address,
 * https://addtoprofile.linkedin.com: `/profile/add?startTask=CERTIFICATION_NAME` with the
 * certification's name, the issuing organisation, the issue month and year, and the
 * credential's address and id).
 */
import { randomBytes } from 'node:crypto';

export const verifyPath = (serial: string): string => `/certificates/${encodeURIComponent(serial)}`;
export const pdfPath = (serial: string): string => `/api/certificates/${encodeURIComponent(serial)}/pdf`;

export function linkedInAddToProfileUrl(c: { serial: string; courseTitle: string; issuedAt: Date }, site: { publicUrl: string; siteName: string }): string {
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.courseTitle,
    organizationName: site.siteName,
    issueYear: String(c.issuedAt.getUTCFullYear()),
    issueMonth: String(c.issuedAt.getUTCMonth() + 1),
    certUrl: `${site.publicUrl}${verifyPath(c.serial)}`,
    certId: c.serial,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** Crockford's base-32 alphabet: no I, L, O or U, so a serial read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const grouped = (plain: string) => [0, 5, 10, 15].map((at) => plain.slice(at, at + 5)).join('-');

/** 100 random bits as 20 characters in four groups of five: `7QK2M-…`. Unguessable, easy to read out. */
export function newSerial(): string {
  const bytes = randomBytes(13);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < 20; i += 1) {
    out += ALPHABET.charAt(Number(bits & 31n));
    bits >>= 5n;
  }
  return grouped(out);
}

/** A serial as typed: case and spaces forgiven, the groups' dashes put back. */
export function normalizeSerial(raw: string): string | null {
  const plain = raw.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[0-9A-HJKMNP-TV-Z]{20}$/.test(plain)) return null;
  return grouped(plain);
}
