/** Helpers shared by the store's driver-level tests. */
import { MongoServerError } from 'mongodb';

/** The MongoServerError a command fails with; fails the test if it succeeds or fails otherwise. */
export async function serverError(p: Promise<unknown>): Promise<MongoServerError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof MongoServerError) return err;
    throw err;
  }
  throw new Error('expected the command to fail');
}
