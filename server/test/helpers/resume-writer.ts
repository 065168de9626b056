/**
 * Another app process that stores a résumé and never writes its application, run by tests with
 * `node --import tsx`: it registers as a file writer and saves the bytes as an upload does, prints
 * the file's id, then either dies at once (`crash`: SIGKILL, as a crash between the file write and
 * the application insert) or stays alive until its stdin closes (`in-flight`: an application still
 * being written). Env: MONGODB_URI (the test's store), FILES_ROOT (its disk file root).
 */
import mongoose from 'mongoose';
import { EMBEDDED_DB_NAME } from '../../src/db/connection.js';
import { registerFileWriter } from '../../src/modules/files/file-writers.js';
import { configureFileStorage } from '../../src/modules/files/files.js';
import { saveResume } from '../../src/modules/jobs/resume.storage.js';

const mode = process.argv[2];
await mongoose.connect(process.env['MONGODB_URI'] ?? '', { dbName: EMBEDDED_DB_NAME });
configureFileStorage({ kind: 'disk', root: process.env['FILES_ROOT'] ?? '' });
await registerFileWriter();
const id = await saveResume(Buffer.from(`%PDF-1.4 résumé of a ${mode ?? ''} upload`), { filename: 'cv.pdf', contentType: 'application/pdf' });
process.stdout.write(`${id.toHexString()}\n`);
if (mode === 'crash') process.kill(process.pid, 'SIGKILL');
process.stdin.resume();
process.stdin.on('end', () => void mongoose.disconnect().then(() => process.exit(0)));
