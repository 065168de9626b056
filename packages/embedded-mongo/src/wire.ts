/**
 * MongoDB wire protocol framing: OP_MSG (kind-0 body + kind-1 document sequences) and the legacy
 * OP_QUERY handshake answered with OP_REPLY. Pure functions over Buffers; the connection layer
 * (server.ts) owns sockets. Anything malformed throws ProtocolError, which closes that connection.
 */
import { BSON } from 'bson';
import { canonicalize, type Doc } from './values.js';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;

const FLAG_CHECKSUM_PRESENT = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;

export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

export interface MsgRequest {
  kind: 'msg';
  requestId: number;
  /** The client does not want a reply (fire-and-forget write). */
  moreToCome: boolean;
  /** Command body with any document sequences merged in under their identifier. */
  body: Doc;
}

export interface QueryRequest {
  kind: 'query';
  requestId: number;
  fullCollectionName: string;
  query: Doc;
}

export type WireRequest = MsgRequest | QueryRequest;

const DESERIALIZE_OPTIONS = { promoteValues: false, promoteBuffers: false, validation: { utf8: false } } as const;

function readDocument(buf: Buffer, offset: number, end: number): { doc: Doc; next: number } {
  if (offset + 5 > end) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError(`invalid BSON document length ${size}`);
  if (size > MAX_BSON_OBJECT_SIZE + 16 * 1024) throw new ProtocolError(`BSON document too large (${size} bytes)`);
  let doc: Doc;
  try {
    doc = BSON.deserialize(buf.subarray(offset, offset + size), DESERIALIZE_OPTIONS);
  } catch (err) {
    throw new ProtocolError(`invalid BSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  canonicalize(doc);
  return { doc, next: offset + size };
}

function readCString(buf: Buffer, offset: number, end: number): { value: string; next: number } {
  const zero = buf.indexOf(0, offset);
  if (zero < 0 || zero >= end) throw new ProtocolError('unterminated cstring');
  return { value: buf.toString('utf8', offset, zero), next: zero + 1 };
}

/** Parses one complete message (header included). */
export function parseMessage(buf: Buffer): WireRequest {
  if (buf.length < 16) throw new ProtocolError('message shorter than its header');
  const length = buf.readInt32LE(0);
  if (length !== buf.length) throw new ProtocolError('message length mismatch');
  const requestId = buf.readInt32LE(4);
  const opCode = buf.readInt32LE(12);
  if (opCode === OP_MSG) return parseOpMsg(buf, requestId);
  if (opCode === OP_QUERY) return parseOpQuery(buf, requestId);
  if (opCode === OP_COMPRESSED) throw new ProtocolError('OP_COMPRESSED is not supported (no compressors were advertised)');
  throw new ProtocolError(`unsupported opCode ${opCode}`);
}

function parseOpMsg(buf: Buffer, requestId: number): MsgRequest {
  if (buf.length < 21) throw new ProtocolError('truncated OP_MSG');
  const flags = buf.readUInt32LE(16);
  // Bits 0-15 are "required" flags: a receiver must reject any it does not know.
  if ((flags & 0xfffc) !== 0) throw new ProtocolError(`unknown required OP_MSG flag bits 0x${flags.toString(16)}`);
  // The CRC-32C trailer is tolerated but not verified: TCP already checksums and drivers never send it.
  const end = flags & FLAG_CHECKSUM_PRESENT ? buf.length - 4 : buf.length;
  let offset = 20;
  let body: Doc | undefined;
  const sequences: [string, Doc[]][] = [];
  while (offset < end) {
    const kind = buf[offset];
    offset += 1;
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      const r = readDocument(buf, offset, end);
      body = r.doc;
      offset = r.next;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const size = buf.readInt32LE(offset);
      const seqEnd = offset + size;
      if (size < 5 || seqEnd > end) throw new ProtocolError('invalid document sequence length');
      const id = readCString(buf, offset + 4, seqEnd);
      let p = id.next;
      const docs: Doc[] = [];
      while (p < seqEnd) {
        const r = readDocument(buf, p, seqEnd);
        docs.push(r.doc);
        p = r.next;
      }
      sequences.push([id.value, docs]);
      offset = seqEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [id, docs] of sequences) {
    const existing = body[id];
    body[id] = Array.isArray(existing) ? [...(existing as unknown[]), ...docs] : docs;
  }
  return { kind: 'msg', requestId, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0, body };
}

function parseOpQuery(buf: Buffer, requestId: number): QueryRequest {
  const end = buf.length;
  const name = readCString(buf, 20, end);
  const offset = name.next + 8; // numberToSkip, numberToReturn
  const q = readDocument(buf, offset, end);
  return { kind: 'query', requestId, fullCollectionName: name.value, query: q.doc };
}

const SERIALIZE_OPTIONS = { ignoreUndefined: true } as const;

function writeHeader(out: Buffer, requestId: number, responseTo: number, opCode: number): void {
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(opCode, 12);
}

let nextRequestId = 1;

export function encodeOpMsg(responseTo: number, doc: Doc): Buffer {
  const body = BSON.serialize(doc, SERIALIZE_OPTIONS);
  const length = 16 + 4 + 1 + body.length;
  const out = Buffer.allocUnsafe(length);
  writeHeader(out, nextRequestId++ & 0x7fffffff, responseTo, OP_MSG);
  out.writeUInt32LE(0, 16);
  out[20] = 0;
  out.set(body, 21);
  return out;
}

export function encodeOpReply(responseTo: number, doc: Doc): Buffer {
  const body = BSON.serialize(doc, SERIALIZE_OPTIONS);
  const length = 16 + 20 + body.length;
  const out = Buffer.allocUnsafe(length);
  writeHeader(out, nextRequestId++ & 0x7fffffff, responseTo, OP_REPLY);
  out.writeInt32LE(0, 16); // responseFlags
  out.writeBigInt64LE(0n, 20); // cursorID
  out.writeInt32LE(0, 28); // startingFrom
  out.writeInt32LE(1, 32); // numberReturned
  out.set(body, 36);
  return out;
}

/**
 * Incremental frame splitter for one connection. Feeds bytes in, yields complete messages; a length
 * outside [16, MAX_MESSAGE_SIZE] is a protocol violation (the caller closes the socket).
 */
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const frames: Buffer[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const head = this.peek(4);
      const length = head.readInt32LE(0);
      if (length < 16 || length > MAX_MESSAGE_SIZE) {
        throw new ProtocolError(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      frames.push(this.take(length));
    }
    return frames;
  }

  private peek(n: number): Buffer {
    const first = this.chunks[0];
    if (first && first.length >= n) return first;
    const merged = Buffer.concat(this.chunks);
    this.chunks = [merged];
    return merged;
  }

  private take(n: number): Buffer {
    const merged = this.peek(n);
    const frame = merged.subarray(0, n);
    const rest = merged.subarray(n);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered -= n;
    return frame;
  }
}
