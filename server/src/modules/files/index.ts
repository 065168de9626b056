/** The files module's front door: the file stores of this process (disk or GridFS) and the writers that own stored files. */
export type { ByteRange, FileStore } from './file-store.js';
export { goneWriters, registerFileWriter, writerOf } from './file-writers.js';
export { configureFileStorage, currentFileStorage, fileStore, temporaryFileRoot } from './files.js';
