/**
 * The embedded store through mongoose, exercising exactly what the product's models use: CRUD,
 * autoIndex (unique/compound), countDocuments, aggregate, populate, collation, transactions and
 * GridFS.
 */
import { Readable } from 'node:stream';
import mongoose, { Schema, type Connection } from 'mongoose';
import { GridFSBucket } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeInOrder } from './test-helpers.js';
import { startEmbeddedStore, type EmbeddedStore } from './index.js';

let store: EmbeddedStore;
let conn: Connection;

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, lowercase: true },
    name: String,
    age: Number,
    roles: [String],
    profile: { city: String, score: Number },
  },
  { timestamps: true },
);
const postSchema = new Schema({
  author: { type: Schema.Types.ObjectId, ref: 'User' },
  title: String,
  status: { type: String, index: true },
  comments: [{ by: String, text: String }],
});
postSchema.index({ author: 1, title: 1 }, { unique: true });

beforeAll(async () => {
  store = await startEmbeddedStore();
  conn = await mongoose.createConnection(store.uri, { dbName: 'mongoose_test' }).asPromise();
  conn.model('User', userSchema);
  conn.model('Post', postSchema);
  await Promise.all(Object.values(conn.models).map((m) => m.init()));
});

afterAll(() => closeInOrder(conn, store));

describe('mongoose models', () => {
  it('creates indexes on init, including unique and compound ones', async () => {
    const names = (await conn.model('Post').listIndexes()).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['_id_', 'status_1', 'author_1_title_1']));
    const users = await conn.model('User').listIndexes();
    expect(users.find((i) => i.name === 'email_1')).toMatchObject({ unique: true });
  });

  it('does CRUD with timestamps, save, lean queries and deletes', async () => {
    const User = conn.model('User');
    const created = await User.create({ email: 'Ann@Example.com', name: 'Ann', age: 30, roles: ['admin'] });
    expect(created.get('createdAt')).toBeInstanceOf(Date);
    const found = await User.findOne({ email: 'ann@example.com' });
    expect(found?.get('name')).toBe('Ann');
    found?.set('age', 31);
    found?.set('profile.city', 'Oslo');
    await found?.save();
    const lean = await User.findById(created._id).lean<{ age: number; profile: { city: string } }>();
    expect(lean?.age).toBe(31);
    expect(lean?.profile.city).toBe('Oslo');
    await User.updateOne({ _id: created._id }, { $push: { roles: 'editor' } });
    expect((await User.findById(created._id).lean<{ roles: string[] }>())?.roles).toEqual(['admin', 'editor']);
    const upserted = await User.findOneAndUpdate(
      { email: 'ben@example.com' },
      { $set: { name: 'Ben' } },
      { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
    ).lean<{ name: string; createdAt: Date }>();
    expect(upserted?.name).toBe('Ben');
    expect(upserted?.createdAt).toBeInstanceOf(Date);
    expect(await User.exists({ email: 'ben@example.com' })).toBeTruthy();
    await User.deleteOne({ email: 'ben@example.com' });
    expect(await User.exists({ email: 'ben@example.com' })).toBeNull();
  });

  it('raises E11000 for unique violations', async () => {
    const User = conn.model('User');
    await User.create({ email: 'dup@example.com' });
    const err = await User.create({ email: 'DUP@example.com' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 11000, keyValue: { email: 'dup@example.com' } });
    const bulk = await User.insertMany([{ email: 'x1@example.com' }, { email: 'dup@example.com' }], { ordered: false }).catch((e: unknown) => e);
    expect(bulk).toMatchObject({ code: 11000 });
    expect(await User.countDocuments({ email: 'x1@example.com' })).toBe(1);
  });

  it('counts with countDocuments and estimatedDocumentCount', async () => {
    const User = conn.model('User');
    const total = await User.estimatedDocumentCount();
    expect(await User.countDocuments()).toBe(total);
    expect(await User.countDocuments({ email: /example\.com$/ })).toBe(total);
    expect(await User.countDocuments({ email: 'none' })).toBe(0);
  });

  it('populates, aggregates with $lookup/$facet/$group/$sortByCount, and pages with a cursor', async () => {
    const User = conn.model('User');
    const Post = conn.model('Post');
    const author = await User.create({ email: 'writer@example.com', name: 'Writer' });
    await Post.insertMany(
      Array.from({ length: 130 }, (_, i) => ({ author: author._id, title: `t${i}`, status: i % 4 === 0 ? 'draft' : 'published', comments: [{ by: 'x', text: 'hi' }] })),
    );
    const post = await Post.findOne({ title: 't1' }).populate<{ author: { name: string } }>('author');
    expect(post?.author.name).toBe('Writer');
    const [facet] = await Post.aggregate<{ statuses: { _id: string; count: number }[]; total: { n: number }[] }>([
      { $match: { author: author._id } },
      { $facet: { statuses: [{ $sortByCount: '$status' }], total: [{ $count: 'n' }] } },
    ]);
    expect(facet?.statuses).toEqual([
      { _id: 'published', count: 97 },
      { _id: 'draft', count: 33 },
    ]);
    expect(facet?.total).toEqual([{ n: 130 }]);
    const joined = await User.aggregate<{ posts: number }>([
      { $match: { _id: author._id } },
      { $lookup: { from: 'posts', localField: '_id', foreignField: 'author', as: 'posts' } },
      { $project: { posts: { $size: '$posts' } } },
    ]);
    expect(joined[0]?.posts).toBe(130);
    const grouped = await Post.aggregate<{ _id: string; n: number }>([{ $group: { _id: '$status', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]);
    expect(grouped).toEqual([
      { _id: 'draft', n: 33 },
      { _id: 'published', n: 97 },
    ]);
    let seen = 0;
    for await (const doc of Post.find({ status: 'published' }).sort({ title: 1 }).cursor({ batchSize: 20 })) {
      expect(doc.get('status')).toBe('published');
      seen++;
    }
    expect(seen).toBe(97);
    const err = await Post.create({ author: author._id, title: 't1' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 11000 });
  });

  it('matches case-insensitively with collation { locale: en, strength: 2 }', async () => {
    const User = conn.model('User');
    await User.create({ email: 'coll@example.com', name: 'Émile' });
    const hits = await User.find({ name: 'émile' }).collation({ locale: 'en', strength: 2 }).lean();
    expect(hits).toHaveLength(1);
    expect(await User.find({ name: 'émile' }).lean()).toHaveLength(0);
    expect(await User.find({ name: { $regex: 'ÉMI', $options: 'i' } }).lean()).toHaveLength(1);
  });

  it('commits and rolls back transactions through connection.transaction', async () => {
    const User = conn.model('User');
    await conn.transaction(async (session) => {
      await User.create([{ email: 'tx1@example.com' }], { session });
      await User.updateOne({ email: 'tx1@example.com' }, { $set: { name: 'Committed' } }, { session });
    });
    expect((await User.findOne({ email: 'tx1@example.com' }).lean<{ name: string }>())?.name).toBe('Committed');

    const failed = await conn
      .transaction(async (session) => {
        await User.create([{ email: 'tx2@example.com' }], { session });
        await User.deleteOne({ email: 'tx1@example.com' }, { session });
        throw new Error('boom');
      })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(await User.exists({ email: 'tx2@example.com' })).toBeNull();
    expect(await User.exists({ email: 'tx1@example.com' })).toBeTruthy();
  });

  it('stores and streams files with GridFSBucket', async () => {
    const db = conn.db;
    if (!db) throw new Error('no db handle');
    const bucket = new GridFSBucket(db, { chunkSizeBytes: 64 * 1024 });
    const data = Buffer.alloc(1_000_000);
    for (let i = 0; i < data.length; i++) data[i] = i % 251;
    const upload = bucket.openUploadStream('blob.bin', { metadata: { owner: 'me' } });
    await new Promise<void>((resolve, reject) => {
      Readable.from([data]).pipe(upload).on('finish', () => resolve()).on('error', reject);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(upload.id)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    const partial: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(upload.id, { start: 70_000, end: 200_000 })) partial.push(chunk as Buffer);
    expect(Buffer.concat(partial).equals(data.subarray(70_000, 200_000))).toBe(true);
    const files = await bucket.find({ filename: 'blob.bin' }).toArray();
    expect(files[0]).toMatchObject({ length: 1_000_000, metadata: { owner: 'me' } });
    const idx = await db.collection('fs.chunks').indexes();
    expect(idx.find((i) => i.name === 'files_id_1_n_1')).toMatchObject({ unique: true });
    await bucket.delete(upload.id);
    expect(await db.collection('fs.chunks').countDocuments({ files_id: upload.id })).toBe(0);
  });
});
