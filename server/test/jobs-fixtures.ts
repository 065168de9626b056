/**
 * Small, real-shaped files for the résumé tests: a one-page PDF, a ZIP-based .docx/.xlsx and
 * OLE2-based .doc/.xls, built in memory so no binary fixture lives in the repository.
 */
import { pdfOf } from '../src/seed/sample-data.js';

export function pdfFile(text = 'Jane Doe - Curriculum Vitae'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  return pdfOf(objects);
}

/** A ZIP with stored (uncompressed) entries; CRCs are left 0, which readers of names do not check. */
export function zipFile(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function docxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });
}

export function xlsxFile(): Buffer {
  return zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
}

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An OLE2 compound file whose directory names a WordDocument stream (a .doc) or a Workbook (an .xls). */
export function oleFile(stream: 'WordDocument' | 'Workbook'): Buffer {
  // The header fields a compound file must carry: byte order FFFE, 512-byte sectors, 64-byte mini sectors.
  const header = Buffer.alloc(504);
  header.writeUInt16LE(0xfffe, 28 - 8);
  header.writeUInt16LE(9, 30 - 8);
  header.writeUInt16LE(6, 32 - 8);
  return Buffer.concat([OLE2, header, Buffer.from(stream, 'utf16le'), Buffer.alloc(1024)]);
}

export const PNG_FILE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
