import mongoose from 'mongoose';

/**
 * A database no seed step has run on and no account exists in: only there may sample history be
 * added. Checked before the first seed step writes its marker (see seed-once.ts).
 */
export async function isFreshDatabase(): Promise<boolean> {
  const db = mongoose.connection;
  const [markers, users] = await Promise.all([
    db.collection<{ _id: string }>('meta').countDocuments({ _id: { $regex: /^seed:/ } }, { limit: 1 }),
    db.collection('users').countDocuments({}, { limit: 1 }),
  ]);
  return markers === 0 && users === 0;
}
