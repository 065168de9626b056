/**
 * Database command durations from the driver's command monitoring (the connection is opened with
 * `monitorCommands: true`, see db/connection.ts): one observation per command, by name and outcome.
 */
import type { MongoClient } from 'mongodb';
import { boundedLabel, databaseCommandDuration } from './metrics.registry.js';

const commandNames = new Set<string>();

type CommandEvent = { commandName: string; duration: number };

/** Starts observing `client`'s commands; answers the function that stops it. */
export function watchDatabaseCommands(client: Pick<MongoClient, 'on' | 'off'>): () => void {
  const succeeded = (event: CommandEvent) => {
    databaseCommandDuration.observe({ command: boundedLabel(commandNames, event.commandName), outcome: 'succeeded' }, event.duration / 1000);
  };
  const failed = (event: CommandEvent) => {
    databaseCommandDuration.observe({ command: boundedLabel(commandNames, event.commandName), outcome: 'failed' }, event.duration / 1000);
  };
  client.on('commandSucceeded', succeeded);
  client.on('commandFailed', failed);
  return () => {
    client.off('commandSucceeded', succeeded);
    client.off('commandFailed', failed);
  };
}
