/** TOTP as authenticator apps do it (RFC 6238: SHA-1, 6 digits, 30 s), through otplib. */
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** Codes from the step before and after the current one are accepted too (clock drift). */
const DRIFT_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export function isBase32Secret(value: string): boolean {
  return /^[A-Z2-7]{16,}=*$/.test(value);
}

export async function totpMatches(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: DRIFT_SECONDS });
  return result.valid;
}

/** The otpauth:// address an authenticator app reads, and the same as a QR code image (data: URL). */
export async function enrollmentUri(issuer: string, account: string, secret: string): Promise<{ uri: string; qrCode: string }> {
  const uri = generateURI({ issuer, label: account, secret });
  return { uri, qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 200 }) };
}
