/** Renders values the way mongod prints them in error messages (e.g. E11000 `dup key: { ... }`). */
import { bsonTag, isPlainObject, regexParts, toNumber, type Doc } from './values.js';

export function formatValue(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v)) return v.length === 0 ? '[]' : `[ ${v.map(formatValue).join(', ')} ]`;
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (v instanceof RegExp) return `/${v.source}/${v.flags}`;
  switch (bsonTag(v)) {
    case 'ObjectId':
      return `ObjectId('${(v as { toHexString(): string }).toHexString()}')`;
    case 'Long':
    case 'Int32':
      return String(toNumber(v));
    case 'Double': {
      const n = toNumber(v);
      return Number.isInteger(n) ? `${n}.0` : String(n);
    }
    case 'Decimal128':
      return `NumberDecimal("${String(v)}")`;
    case 'Binary': {
      const b = v as { sub_type: number; toString(enc: string): string };
      return `BinData(${b.sub_type}, ${b.toString('hex').toUpperCase()})`;
    }
    case 'BSONRegExp': {
      const [p, f] = regexParts(v);
      return `/${p}/${f}`;
    }
    case 'Timestamp':
      return `Timestamp(${String(v)})`;
    case 'MinKey':
      return 'MinKey';
    case 'MaxKey':
      return 'MaxKey';
    default:
      break;
  }
  if (isPlainObject(v)) return formatKeyValue(v);
  return String(v);
}

export function formatKeyValue(doc: Doc): string {
  const entries = Object.entries(doc);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([k, v]) => `${k}: ${formatValue(v)}`).join(', ')} }`;
}
