/** TOTP as authenticator apps do it (RFC 6238: SHA-1, 6 digits, 30 s), through otplib. */
import { generateSecret, generateURI, verify } from 'otplib';

/** Codes from the step before and after the current one are accepted too (clock drift). */
const DRIFT_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export function isBase32Secret(value: string): boolean {
  return /^[A-Z2-7]{16,}=*$/.test(value);
}

/**
 * The time step (30 s period number) whose code this is, or null when it matches none in the drift
 * window. The caller decides whether that step was already used (a code is good once).
 */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: DRIFT_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The otpauth:// address an authenticator app reads, and the same as a QR code image (data: URL). */
export async function enrollmentUri(issuer: string, account: string, secret: string): Promise<{ uri: string; qrCode: string }> {
  const uri = generateURI({ issuer, label: account, secret });
  // Loaded at the first set-up, not at every start.
  const QRCode = (await import('qrcode')).default;
  return { uri, qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 200 }) };
}
