import type { DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';

/**
 * A mocked answer to `query`, given as often as the screen asks, whatever the variables (a list's
 * filters and page, a stats refetch after each change). `delay` lets a test see the loading state.
 */
export function answersAlways(query: DocumentNode, data: Record<string, unknown>, delay?: number): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: { data },
    maxUsageCount: Number.POSITIVE_INFINITY,
    ...(delay === undefined ? {} : { delay }),
  };
}

/** The first page of a server-paged list as the server answers it: `total` counts `items`. */
export function firstPage<T>(typename: string, items: readonly T[], pageSize: number) {
  return { __typename: typename, items, total: items.length, page: 1, pageSize };
}
