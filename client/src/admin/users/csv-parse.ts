/**
 * Reads CSV text into rows of fields (RFC 4180): fields may be quoted, a doubled quote inside
 * quotes is one quote, and quoted fields may hold commas and line breaks. Accepts CRLF, LF or CR
 * line endings and a leading byte-order mark (spreadsheets add one). Lines with nothing on them
 * are dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };

  for (; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      endRow();
      if (text[i + 1] === '\n') i += 1;
    } else field += char;
  }
  // The last line usually has no line break after it.
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
