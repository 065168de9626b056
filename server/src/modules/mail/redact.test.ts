import { describe, expect, it } from 'vitest';
import { redactNamedSecrets, redactSecrets } from './redact.js';

describe('what staff may read of an e-mail', () => {
  it('loses the query values of links and long codes in its body', () => {
    const text = 'Reset: https://example.com/reset-password?token=abc123def456ghi789jkl0 or code 9f8e7d6c5b4a39281706f5e4';
    expect(redactSecrets(text)).toBe('Reset: https://example.com/reset-password?token=[redacted] or code [redacted]');
  });

  it('keeps a subject whole, even a job title that looks like a code, but not a secret the sender names', () => {
    expect(redactNamedSecrets('Application received: E2E Product Designer-mx0eo3qw-3-319l')).toBe('Application received: E2E Product Designer-mx0eo3qw-3-319l');
    expect(redactNamedSecrets('Your code s3cr3t-value', ['s3cr3t-value'])).toBe('Your code [redacted]');
  });
});
