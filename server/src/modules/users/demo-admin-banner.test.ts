import { describe, expect, it } from 'vitest';
import { demoAdminBanner } from './first-admin.js';

describe('the demo admin banner', () => {
  it('frames the sign-in address, e-mail and password in one block of equal-width lines', () => {
    const banner = demoAdminBanner({ email: 'admin@aisolutions.example', password: 'Xy7!generated' }, 'http://localhost:3001');
    const lines = banner.trim().split('\n');
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(banner).toContain('http://localhost:3001/login?role=admin');
    expect(banner).toContain('admin@aisolutions.example');
    expect(banner).toContain('Xy7!generated');
  });
});
