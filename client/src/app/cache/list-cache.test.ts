import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { dropFilteredPages, dropRootFields, removeFromLists, writeWholeList } from './list-cache';

// Apollo's own client and cache over a tiny in-memory "server": what the helpers do to the cache
// decides what a screen shows and how many requests it costs. (A plain parse, not a tagged
// document: this query is not in the product's schema, so codegen must not collect it.)

const LIST = parse(`
  query Things($page: Int!) {
    things(page: $page) {
      items {
        id
        title
      }
      total
    }
  }
`);

const FILTERED = parse(`
  query Filtered($status: String) {
    things(page: 1, filter: { status: $status }) {
      items {
        id
        title
      }
      total
    }
  }
`);

interface Thing {
  __typename: 'Thing';
  id: string;
  title: string;
}

function setup(titles: string[], pageSize: number) {
  let things: Thing[] = titles.map((title, i) => ({ __typename: 'Thing', id: `t${i + 1}`, title }));
  const requests: string[] = [];
  const link = new ApolloLink((operation) => {
    requests.push(operation.operationName ?? '');
    const page = Number(operation.variables.page);
    const items = things.slice((page - 1) * pageSize, page * pageSize);
    return of({ data: { things: { __typename: 'ThingList', items, total: things.length } } });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const seen: Thing[][] = [];
  const subscription = client.watchQuery({ query: LIST, variables: { page: 1 } }).subscribe((result) => {
    const data = result.data as { things: { items: Thing[] } } | undefined;
    if (data?.things) seen.push(data.things.items);
  });
  const latest = () => (seen.at(-1) ?? []).map((thing) => thing.title);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  const serverDelete = (id: string) => {
    things = things.filter((thing) => thing.id !== id);
  };
  const serverAdd = (title: string) => {
    things = [{ __typename: 'Thing', id: `t${things.length + 10}`, title }, ...things];
  };
  return { client, requests, latest, settle, serverDelete, serverAdd, close: () => subscription.unsubscribe() };
}

describe('list cache', () => {
  it('takes a deleted item off a one-page list without a request', async () => {
    const app = setup(['A', 'B', 'C'], 10);
    await app.settle();
    expect(app.latest()).toEqual(['A', 'B', 'C']);
    removeFromLists(app.client.cache, { __typename: 'Thing', id: 't2' }, ['things']);
    await app.settle();
    expect(app.latest()).toEqual(['A', 'C']);
    expect(app.client.readQuery({ query: LIST, variables: { page: 1 } })).toMatchObject({ things: { total: 2 } });
    expect(app.requests).toEqual(['Things']);
    app.close();
  });

  it('fetches a page again once when items on later pages move up into it', async () => {
    const app = setup(['A', 'B', 'C'], 2);
    await app.settle();
    expect(app.latest()).toEqual(['A', 'B']);
    app.serverDelete('t1');
    removeFromLists(app.client.cache, { __typename: 'Thing', id: 't1' }, ['things']);
    await app.settle();
    expect(app.latest()).toEqual(['B', 'C']);
    expect(app.requests).toEqual(['Things', 'Things']);
    app.close();
  });

  it('fetches the list on screen once after a create', async () => {
    const app = setup(['A'], 10);
    await app.settle();
    app.serverAdd('New');
    dropRootFields(app.client.cache, ['things']);
    await app.settle();
    expect(app.latest()).toEqual(['New', 'A']);
    expect(app.requests).toEqual(['Things', 'Things']);
    app.close();
  });

  it('keeps an edited item in an unfiltered page and drops the filtered pages', async () => {
    const app = setup(['A', 'B'], 10);
    await app.settle();
    await app.client.query({ query: FILTERED, variables: { status: 'draft' } });
    dropFilteredPages(app.client.cache, ['things']);
    await app.settle();
    expect(app.latest()).toEqual(['A', 'B']);
    expect(app.client.readQuery({ query: FILTERED, variables: { status: 'draft' } })).toBeNull();
    expect(app.requests).toEqual(['Things', 'Filtered']);
    app.close();
  });

  it('writes a list the server answered whole (a move) in its new order, without a request, and drops a filtered copy', async () => {
    const whole = parse(`
      query Whole($activeOnly: Boolean) {
        things(activeOnly: $activeOnly) {
          id
          title
        }
      }
    `);
    const requests: string[] = [];
    const things = [
      { __typename: 'Thing', id: 't1', title: 'A' },
      { __typename: 'Thing', id: 't2', title: 'B' },
    ];
    const link = new ApolloLink((operation) => {
      requests.push(operation.operationName ?? '');
      return of({ data: { things } });
    });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    await client.query({ query: whole });
    await client.query({ query: whole, variables: { activeOnly: true } });
    writeWholeList(client.cache, 'things', [{ __typename: 'Thing', id: 't2' }, { __typename: 'Thing', id: 't1' }], ['activeOnly']);
    expect(client.readQuery({ query: whole })).toMatchObject({ things: [{ title: 'B' }, { title: 'A' }] });
    expect(client.readQuery({ query: whole, variables: { activeOnly: true } })).toBeNull();
    expect(requests).toEqual(['Whole', 'Whole']);
  });
});
