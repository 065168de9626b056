import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { diffFields, plainValue } from './activity.diff.js';

describe('what an entry may hold', () => {
  it('drops secret fields at every depth and binary data, and makes ids and dates plain', () => {
    const id = new Types.ObjectId();
    expect(plainValue({ name: 'A', passwordHash: 'x', mfa: { totpSecret: 's' }, resume: { fileId: id, bytes: Buffer.from('pdf') }, at: new Date(0) })).toEqual({
      name: 'A',
      resume: { fileId: id.toHexString() },
      at: '1970-01-01T00:00:00.000Z',
    });
    expect(plainValue(Buffer.from('x'))).toBe('[binary]');
  });

  it('keeps only the changed fields, never bookkeeping or secrets, and bounds long values', () => {
    const changes = diffFields(
      { name: 'A', passwordHash: 'old', updatedAt: new Date(1), tags: ['x'], notes: 'n' },
      { name: 'A', passwordHash: 'new', updatedAt: new Date(2), tags: ['x', 'y'], notes: 'n'.repeat(600) },
    );
    expect(changes.map((c) => c.field)).toEqual(['notes', 'tags']);
    expect(changes[1]).toEqual({ field: 'tags', before: ['x'], after: ['x', 'y'] });
    expect(String(changes[0]?.after)).toHaveLength(500);
  });
});
