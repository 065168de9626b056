import type { DocumentNode, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ListCacheUpdate } from '../../app/cache/list-cache';

/**
 * One mutation of a back-office list: it keeps Apollo's cache true with `update` (app/cache/list-cache)
 * and fetches again the server aggregates in `stats` (stat cards, counts by status), which only
 * the server can count. Resolves with the mutation's answer; rejects with its error.
 */
export function useListMutation<TData, TVariables extends Record<string, unknown>>(
  mutation: TypedDocumentNode<TData, TVariables>,
  update: ListCacheUpdate<TData>,
  stats: readonly DocumentNode[] = [],
): (variables: TVariables) => Promise<TData | undefined> {
  // Typed at this hook's edge, by the document: Apollo's typing of a document's variables
  // cannot be resolved for a document that is itself a type parameter.
  const [mutate] = useMutation(mutation as DocumentNode, {
    update: (cache, { data }, { variables }) => update(cache, { data: data as TData | null | undefined }, { variables }),
    refetchQueries: [...stats],
  });
  return async (variables) => (await mutate({ variables })).data as TData | undefined;
}
