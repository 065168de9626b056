/**
 * Invalidation by watching the driver's commands: any insert, update, delete or findAndModify on a
 * collection a public read uses empties the cache, whatever code made it (services, imports,
 * seeding, scripts through this process). A write inside a transaction empties it again when the
 * transaction commits, so a read made between the write and the commit is not kept.
 */
import type { MongoClient } from 'mongodb';
import { invalidatePublicCache } from './public-cache.store.js';

/** Collections whose contents the public reads (services, courses, jobs, contact info, offices, FAQs) show. */
export const PUBLIC_COLLECTIONS = new Set(['services', 'courses', 'enrollments', 'jobs', 'job_applications', 'contact_info', 'global_offices', 'faqs']);
const WRITES = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify']);

type Command = Record<string, unknown> & { lsid?: { id?: { toString: (enc: string) => string } } };

const sessionKey = (command: Command): string | null => command.lsid?.id?.toString('hex') ?? null;

export function watchPublicWrites(client: MongoClient): () => void {
  const dirtySessions = new Set<string>();
  const pendingCommits = new Map<number, string>();
  const onStarted = (event: { commandName: string; command: Command; requestId: number }) => {
    const { commandName, command } = event;
    if (WRITES.has(commandName)) {
      const collection = command[commandName];
      if (typeof collection !== 'string' || !PUBLIC_COLLECTIONS.has(collection)) return;
      invalidatePublicCache();
      const session = command['txnNumber'] !== undefined ? sessionKey(command) : null;
      if (session) dirtySessions.add(session);
      return;
    }
    if (commandName === 'commitTransaction' || commandName === 'abortTransaction') {
      const session = sessionKey(command);
      if (session && dirtySessions.delete(session)) pendingCommits.set(event.requestId, session);
    }
  };
  const onEnded = (event: { requestId: number }) => {
    if (pendingCommits.delete(event.requestId)) invalidatePublicCache();
  };
  client.on('commandStarted', onStarted);
  client.on('commandSucceeded', onEnded);
  client.on('commandFailed', onEnded);
  return () => {
    client.off('commandStarted', onStarted);
    client.off('commandSucceeded', onEnded);
    client.off('commandFailed', onEnded);
  };
}
