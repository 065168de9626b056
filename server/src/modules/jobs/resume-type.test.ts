import { describe, expect, it } from 'vitest';
import { PNG_FILE, docxFile, oleFile, pdfFile, xlsxFile, zipFile } from '../../../test/jobs-fixtures.js';
import { detectResumeType, zipEntryNames } from './resume-type.js';

/** A .docx whose main part claims to inflate from 1 MB to 1 GiB (a zip bomb), never inflated here. */
function docxBomb(): Buffer {
  const zip = docxFile();
  const directory = zip.readUInt32LE(zip.length - 22 + 16);
  // The second central entry is word/document.xml: claim 1 GiB uncompressed from its stored bytes.
  const second = directory + 46 + '[Content_Types].xml'.length;
  zip.writeUInt16LE(8, second + 10);
  zip.writeUInt32LE(1024 ** 3, second + 24);
  return zip;
}

/** Two central entries pointing at the same local data: the overlapping-files bomb. */
function overlappingDocx(): Buffer {
  const zip = docxFile();
  const directory = zip.readUInt32LE(zip.length - 22 + 16);
  const second = directory + 46 + '[Content_Types].xml'.length;
  zip.writeUInt32LE(0, second + 42);
  return zip;
}

describe('detectResumeType', () => {
  it('recognises PDF, DOC and DOCX from their bytes', () => {
    expect(detectResumeType(pdfFile())?.extension).toBe('pdf');
    expect(detectResumeType(oleFile('WordDocument'))).toEqual({ extension: 'doc', contentType: 'application/msword' });
    expect(detectResumeType(docxFile())?.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses look-alikes: spreadsheets in the same containers, other ZIPs, images, text, empty files', () => {
    expect(detectResumeType(xlsxFile())).toBeNull();
    expect(detectResumeType(oleFile('Workbook'))).toBeNull();
    expect(detectResumeType(zipFile({ 'notes.txt': 'hello' }))).toBeNull();
    expect(detectResumeType(PNG_FILE)).toBeNull();
    expect(detectResumeType(Buffer.from('I am a résumé, honest. %PDF-1.4'))).toBeNull();
    expect(detectResumeType(Buffer.alloc(0))).toBeNull();
  });

  it('reads a ZIP table of contents and answers nothing for a truncated archive', () => {
    const zip = docxFile();
    expect(zipEntryNames(zip)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntryNames(zip.subarray(0, zip.length - 30))).toEqual([]);
    expect(detectResumeType(zip.subarray(0, 40))).toBeNull();
  });

  it('refuses a .docx that would inflate past the limit, or whose parts overlap, without inflating it', () => {
    expect(detectResumeType(docxBomb())).toBeNull();
    expect(detectResumeType(overlappingDocx())).toBeNull();
  });

  it('refuses an OLE2 file whose header is not a compound file header', () => {
    const broken = oleFile('WordDocument');
    broken.writeUInt16LE(0x1234, 28);
    expect(detectResumeType(broken)).toBeNull();
  });
});
