/**
 * What a résumé file really is, read from its bytes rather than its name or the browser's claim
 * ("type checked from the file's content"). Only the three formats recruiters open are
 * accepted: PDF, Word 97-2003 (.doc) and Word 2007+ (.docx).
 */
export type ResumeKind = { extension: 'pdf' | 'doc' | 'docx'; contentType: string };

const PDF: ResumeKind = { extension: 'pdf', contentType: 'application/pdf' };
const DOC: ResumeKind = { extension: 'doc', contentType: 'application/msword' };
const DOCX: ResumeKind = { extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

/** Every PDF starts with "%PDF-" followed by the version. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** The OLE2 compound-file signature that .doc (and .xls, .ppt, .msi…) files start with. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A Word binary document holds a stream named "WordDocument"; OLE2 stores names in UTF-16LE. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
/** A ZIP file starts with a local file header, "PK\3\4". */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const DOCX_MAIN_PART = 'word/document.xml';

export function detectResumeType(bytes: Buffer): ResumeKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return PDF;
  // An OLE2 file without a WordDocument stream is a spreadsheet, a presentation or an installer.
  if (startsWith(bytes, OLE2_MAGIC)) return isCompoundFileHeader(bytes) && bytes.includes(WORD_STREAM_NAME) ? DOC : null;
  // A ZIP is a .docx only when it carries the main Word part (an .xlsx or a plain archive does not),
  // and only when it is safe to open: see isSafeZip.
  if (startsWith(bytes, ZIP_MAGIC)) {
    const entries = zipEntries(bytes);
    return entries && isSafeZip(bytes, entries) && entries.some((e) => e.name === DOCX_MAIN_PART) ? DOCX : null;
  }
  return null;
}

/** A compound file header: byte order FFFE, 512- or 4096-byte sectors, 64-byte mini sectors. */
function isCompoundFileHeader(bytes: Buffer): boolean {
  if (bytes.length < 512) return false;
  const sectorShift = bytes.readUInt16LE(30);
  return bytes.readUInt16LE(28) === 0xfffe && (sectorShift === 9 || sectorShift === 12) && bytes.readUInt16LE(32) === 6;
}

/** What a genuine Word document inflates to stays far below this; a zip bomb goes far above. */
export const MAX_DOCX_INFLATED_BYTES = 64 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 2000;
const ZIP64_MARKER = 0xffffffff;
const LOCAL_ENTRY_SIGNATURE = 0x04034b50;

/**
 * Decided from the archive's own tables, without inflating anything: no ZIP64 sizes, at most
 * MAX_ZIP_ENTRIES parts, declared sizes adding up to at most MAX_DOCX_INFLATED_BYTES, and every
 * part's data inside the file and apart from the others (overlapping parts are how a 1 MB archive
 * is made to inflate to gigabytes while declaring modest sizes).
 */
function isSafeZip(bytes: Buffer, entries: ZipEntry[]): boolean {
  if (entries.length > MAX_ZIP_ENTRIES) return false;
  let inflated = 0;
  const spans: [number, number][] = [];
  for (const e of entries) {
    if (e.compressedSize === ZIP64_MARKER || e.uncompressedSize === ZIP64_MARKER || e.localOffset === ZIP64_MARKER) return false;
    inflated += e.uncompressedSize;
    if (e.localOffset + 30 > bytes.length || bytes.readUInt32LE(e.localOffset) !== LOCAL_ENTRY_SIGNATURE) return false;
    const dataStart = e.localOffset + 30 + bytes.readUInt16LE(e.localOffset + 26) + bytes.readUInt16LE(e.localOffset + 28);
    const dataEnd = dataStart + e.compressedSize;
    if (dataEnd > bytes.length) return false;
    spans.push([e.localOffset, dataEnd]);
  }
  if (inflated > MAX_DOCX_INFLATED_BYTES) return false;
  spans.sort((a, b) => a[0] - b[0]);
  let previousEnd = -Infinity;
  for (const [start, end] of spans) {
    if (start < previousEnd) return false;
    previousEnd = end;
  }
  return true;
}

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}

const EOCD_SIGNATURE = 0x06054b50; // end of central directory record
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50; // central directory file header
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number; localOffset: number };

/** The names in a ZIP's central directory; [] for anything malformed. */
export function zipEntryNames(bytes: Buffer): string[] {
  return (zipEntries(bytes) ?? []).map((e) => e.name);
}

/**
 * The entries of a ZIP's central directory (the archive's table of contents at its end). Answers
 * null for anything malformed, so a broken or hostile file is simply "not a .docx".
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  // The end record sits at the very end, after an optional comment of up to 64 KB.
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  let eocd = -1;
  for (let i = bytes.length - EOCD_SIZE; i >= lowest; i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  let p = directoryOffset;
  for (let n = 0; n < count; n += 1) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const commentLength = bytes.readUInt16LE(p + 32);
    if (p + 46 + nameLength > bytes.length) return null;
    entries.push({
      name: bytes.toString('utf8', p + 46, p + 46 + nameLength),
      compressedSize: bytes.readUInt32LE(p + 20),
      uncompressedSize: bytes.readUInt32LE(p + 24),
      localOffset: bytes.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
