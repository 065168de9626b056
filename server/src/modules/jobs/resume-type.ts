/**
 * What a résumé file really is, read from its bytes rather than its name or the browser's claim
 * (issue 7: "type checked from the file's content"). Only the three formats recruiters open are
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
  if (startsWith(bytes, OLE2_MAGIC)) return bytes.includes(WORD_STREAM_NAME) ? DOC : null;
  // A ZIP is a .docx only when it carries the main Word part (an .xlsx or a plain archive does not).
  if (startsWith(bytes, ZIP_MAGIC)) return zipEntryNames(bytes).includes(DOCX_MAIN_PART) ? DOCX : null;
  return null;
}

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}

const EOCD_SIGNATURE = 0x06054b50; // end of central directory record
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50; // central directory file header
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * The names in a ZIP's central directory (the archive's table of contents at its end). Answers []
 * for anything malformed, so a broken or hostile file is simply "not a .docx".
 */
export function zipEntryNames(bytes: Buffer): string[] {
  // The end record sits at the very end, after an optional comment of up to 64 KB.
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  let eocd = -1;
  for (let i = bytes.length - EOCD_SIZE; i >= lowest; i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const entries = bytes.readUInt16LE(eocd + 10);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  let p = directoryOffset;
  for (let n = 0; n < entries; n += 1) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== CENTRAL_ENTRY_SIGNATURE) return [];
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const commentLength = bytes.readUInt16LE(p + 32);
    if (p + 46 + nameLength > bytes.length) return [];
    names.push(bytes.toString('utf8', p + 46, p + 46 + nameLength));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
