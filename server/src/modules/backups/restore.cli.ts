/** `npm run restore -- <backup file> [--yes]` (see restore.ts). */
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../../config.js';
import { BackupFileError, RestoreRefused, runRestore } from './restore.js';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: npm run restore -- <backup file> [--yes]   (a path, or a file name in DATA_DIR/backups)');
  process.exit(2);
}

const ask = process.stdin.isTTY
  ? async (question: string) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout });
      try {
        return await rl.question(question);
      } finally {
        rl.close();
      }
    }
  : null;

try {
  const result = await runRestore({
    file,
    yes: args.includes('--yes'),
    config: loadConfig(),
    // npm runs workspace scripts in the workspace; a relative path means where the user typed it.
    cwd: process.env['INIT_CWD'] ?? process.cwd(),
    ask,
    say: (line) => {
      process.stdout.write(`${line}\n`);
    },
  });
  process.stdout.write(`Restored ${result.collections.toString()} collections, ${result.documents.toString()} documents and ${result.files.toString()} files from the backup of ${result.createdAt.toISOString()}.\n`);
} catch (err) {
  console.error(err instanceof RestoreRefused || err instanceof BackupFileError ? err.message : err);
  process.exitCode = 1;
}
