import mongoose from 'mongoose';

/**
 * Runs a seed step once per database: a marker in the `meta` collection remembers it, so sample
 * content that an administrator later deletes does not come back at the next start.
 */
export async function seedOnce(key: string, step: () => Promise<void>): Promise<boolean> {
  const meta = mongoose.connection.collection<{ _id: string; at: Date }>('meta');
  if (await meta.findOne({ _id: `seed:${key}` })) return false;
  await step();
  await meta.updateOne({ _id: `seed:${key}` }, { $set: { at: new Date() } }, { upsert: true });
  return true;
}
