import { describe, expect, it } from 'vitest';
import { avatarField } from './profile.service.js';

describe('the avatar field', () => {
  it('takes only https addresses in production, and http besides outside it', () => {
    expect(avatarField(false).safeParse('https://images.example.com/me.png').success).toBe(true);
    expect(avatarField(false).safeParse('http://images.example.com/me.png').success).toBe(false);
    expect(avatarField(false).safeParse('http://169.254.169.254/latest/meta-data').success).toBe(false);
    expect(avatarField(true).safeParse('http://localhost:8080/me.png').success).toBe(true);
  });

  it('clears the avatar when it is sent empty', () => {
    expect(avatarField(false).safeParse('').data).toBeUndefined();
    expect(avatarField(false).safeParse(null).success).toBe(true);
  });
});
