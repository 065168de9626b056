/**
 * Text search through the official driver: text index specs as MongoDB stores them, the
 * one-text-index rule, $text with stemming, stop words, phrases, negations, case and diacritic
 * sensitivity, languages, text scores (MongoDB's formula) in projections, sorts and pipelines.
 */
import { MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeInOrder, serverError } from './test-helpers.js';
import { startEmbeddedStore, type EmbeddedStore } from './index.js';

let store: EmbeddedStore;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  store = await startEmbeddedStore();
  client = await MongoClient.connect(store.uri);
  db = client.db('text_test');
});

afterAll(() => closeInOrder(client, store));

interface Article {
  _id: number;
  title: string;
  body: unknown;
  language?: string;
}

let n = 0;
async function articles(): Promise<Collection<Article>> {
  const c = db.collection<Article>(`articles_${n++}`);
  await c.createIndex({ title: 'text', body: 'text' }, { weights: { title: 10 } }, undefined);
  await c.insertMany([
    { _id: 1, title: 'coffee', body: 'The best coffee shop in town' },
    { _id: 2, title: 'Tea', body: 'running a tea shop' },
    { _id: 3, title: 'Café', body: 'decaf coffee shop coffee' },
    { _id: 4, title: 'Kaffee', body: 'Ein Laden', language: 'none' },
    { _id: 5, title: 'Nothing here', body: 42 },
  ]);
  return c;
}

const ids = (docs: Document[]): unknown[] => docs.map((d) => d._id).sort();

describe('text indexes', () => {
  it('stores the spec as MongoDB does and allows one text index per collection', async () => {
    const c = await articles();
    const spec = (await c.listIndexes().toArray()).find((i) => i.name === 'title_text_body_text');
    expect(spec).toEqual({
      v: 2,
      key: { _fts: 'text', _ftsx: 1 },
      name: 'title_text_body_text',
      weights: { body: 1, title: 10 },
      default_language: 'english',
      language_override: 'language',
      textIndexVersion: 3,
    });
    // The same index again is a no-op; another text index is refused.
    await c.createIndex({ title: 'text', body: 'text' }, { weights: { title: 10 } }, undefined);
    const err = await serverError(c.createIndex({ summary: 'text' }, undefined, undefined));
    expect(err.code).toBe(85);
    expect(err.message).toBe('only one text index per collection allowed, found existing text index "title_text_body_text"');
  });

  it('indexes every string field with the $** wildcard', async () => {
    const c = db.collection<Document & { _id: number }>('wildcard');
    await c.createIndex({ '$**': 'text' }, undefined, undefined);
    expect((await c.listIndexes().toArray()).find((i) => i.name === '$**_text')).toMatchObject({ key: { _fts: 'text', _ftsx: 1 }, weights: { '$**': 1 } });
    await c.insertMany([
      { _id: 1, a: 'red apples', nested: { note: 'green pears' } },
      { _id: 2, tags: ['yellow', 'bananas'] },
    ]);
    expect(ids(await c.find({ $text: { $search: 'pear' } }).toArray())).toEqual([1]);
    expect(ids(await c.find({ $text: { $search: 'banana apple' } }).toArray())).toEqual([1, 2]);
  });

  it('answers $text without a text index with "text index required for $text query" (27)', async () => {
    const c = db.collection('plain');
    await c.insertOne({ title: 'coffee' });
    const err = await serverError(c.find({ $text: { $search: 'coffee' } }).toArray());
    expect(err.code).toBe(27);
    expect(err.message).toBe('text index required for $text query');
  });

  it('refuses languages whose stop words the store does not ship, and unknown ones as MongoDB does', async () => {
    const c = db.collection('langs');
    expect((await serverError(c.createIndex({ t: 'text' }, { default_language: 'french' }, undefined))).code).toBe(115);
    expect((await serverError(c.createIndex({ t: 'text' }, { default_language: 'klingon' }, undefined))).message).toBe('default_language is not valid');
    await c.createIndex({ t: 'text' }, undefined, undefined);
    const err = await serverError(c.insertOne({ t: 'x', language: 'klingon' }));
    expect(err.code).toBe(17262);
    expect(err.message).toBe('language override unsupported: klingon');
  });
});

describe('$text', () => {
  it('stems words and drops stop words', async () => {
    const c = await articles();
    expect(ids(await c.find({ $text: { $search: 'runs' } }).toArray())).toEqual([2]);
    expect(ids(await c.find({ $text: { $search: 'COFFEES' } }).toArray())).toEqual([1, 3]);
    expect(await c.find({ $text: { $search: 'the in a' } }).toArray()).toEqual([]);
    // language_override: document 4 is indexed without stemming or stop words.
    expect(ids(await c.find({ $text: { $search: 'ein' } }).toArray())).toEqual([4]);
    // $language none: the query word is looked up unstemmed ("running" is indexed as "run").
    expect(await c.find({ $text: { $search: 'running', $language: 'none' } }).toArray()).toEqual([]);
    expect(ids(await c.find({ $text: { $search: 'run', $language: 'none' } }).toArray())).toEqual([2]);
  });

  it('matches any term, every phrase, and no negated term or phrase', async () => {
    const c = await articles();
    expect(ids(await c.find({ $text: { $search: 'tea coffee' } }).toArray())).toEqual([1, 2, 3]);
    expect(ids(await c.find({ $text: { $search: '"coffee shop"' } }).toArray())).toEqual([1, 3]);
    expect(ids(await c.find({ $text: { $search: '"coffee shop" -decaf' } }).toArray())).toEqual([1]);
    expect(ids(await c.find({ $text: { $search: 'shop -"tea shop"' } }).toArray())).toEqual([1, 3]);
    expect(await c.find({ $text: { $search: '-coffee' } }).toArray()).toEqual([]);
    expect(ids(await c.find({ $text: { $search: 'shop' }, _id: { $gt: 1 } }).toArray())).toEqual([2, 3]);
  });

  it('honours $caseSensitive and $diacriticSensitive', async () => {
    const c = await articles();
    expect(ids(await c.find({ $text: { $search: 'cafe' } }).toArray())).toEqual([3]);
    expect(await c.find({ $text: { $search: 'cafe', $diacriticSensitive: true } }).toArray()).toEqual([]);
    expect(ids(await c.find({ $text: { $search: 'café', $diacriticSensitive: true } }).toArray())).toEqual([3]);
    expect(ids(await c.find({ $text: { $search: 'tea', $caseSensitive: true } }).toArray())).toEqual([2]);
    expect(await c.find({ $text: { $search: 'TEA', $caseSensitive: true } }).toArray()).toEqual([]);
    const bad: Document = { $text: { $search: 'x', $foo: 1 } };
    const err = await serverError(c.find(bad).toArray());
    expect(err.code).toBe(40415);
  });

  it('scores with MongoDB\'s formula, in projections and sorts', async () => {
    const c = await articles();
    const scored = await c
      .find({ $text: { $search: 'coffee' } }, { projection: { title: 1, score: { $meta: 'textScore' } } })
      .sort({ score: { $meta: 'textScore' } })
      .toArray();
    // _id 1: title "coffee" ×10 (1 of 1 tokens) + body 1 of 4 tokens: 10 × 1 + 1 × 0.625.
    // _id 3: body "decaf coffee shop coffee": term twice of 4, frequency 1 + 1/2, coefficient 0.75.
    expect(scored).toEqual([
      { _id: 1, title: 'coffee', score: 10.625 },
      { _id: 3, title: 'Café', score: 1.125 },
    ]);
    const err = await serverError(c.find({ title: 'coffee' }, { projection: { score: { $meta: 'textScore' } } }).toArray());
    expect(err.code).toBe(40218);
  });

  it('works in an aggregation\'s first $match with $meta in later stages', async () => {
    const c = await articles();
    const out = await c
      .aggregate([{ $match: { $text: { $search: 'shop' } } }, { $sort: { score: { $meta: 'textScore' }, _id: 1 } }, { $project: { s: { $meta: 'textScore' } } }])
      .toArray();
    expect(out).toEqual([
      { _id: 2, s: 2 / 3 },
      { _id: 1, s: 0.625 },
      { _id: 3, s: 0.625 },
    ]);
    const counted = await c.aggregate([{ $match: { $text: { $search: 'shop' } } }, { $count: 'n' }]).toArray();
    expect(counted).toEqual([{ n: 3 }]);
    expect(await c.countDocuments({ $text: { $search: 'tea' } })).toBe(1);
    expect((await serverError(c.aggregate([{ $match: {} }, { $match: { $text: { $search: 'shop' } } }]).toArray())).code).toBe(17313);
  });

  it('explain reports the text index', async () => {
    const c = await articles();
    const plan = await c.find({ $text: { $search: 'coffee -decaf' } }).explain('executionStats');
    expect(plan.queryPlanner.winningPlan).toMatchObject({
      stage: 'TEXT_MATCH',
      indexName: 'title_text_body_text',
      parsedTextQuery: { terms: ['coffe'], negatedTerms: ['decaf'], phrases: [], negatedPhrases: [] },
    });
    expect(plan.executionStats.totalDocsExamined).toBe(2);
  });

  it('updates and deletes keep the index in step', async () => {
    const c = await articles();
    await c.updateOne({ _id: 2 }, { $set: { body: 'now a coffee bar' } });
    await c.deleteOne({ _id: 1 });
    expect(ids(await c.find({ $text: { $search: 'coffee' } }).toArray())).toEqual([2, 3]);
    expect(await c.find({ $text: { $search: 'running' } }).toArray()).toEqual([]);
  });
});
