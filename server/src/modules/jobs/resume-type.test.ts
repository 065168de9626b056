import { describe, expect, it } from 'vitest';
import { PNG_FILE, docxFile, oleFile, pdfFile, xlsxFile, zipFile } from '../../../test/jobs-fixtures.js';
import { detectResumeType, zipEntryNames } from './resume-type.js';

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
});
