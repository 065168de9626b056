/**
 * The cost limit counts what lists multiply: a page of N items costs N times its item, a list of
 * objects without paging counts as LIST_GUESS items, an object costs 1 and a leaf 0 (the token limit
 * bounds those). Fifteen aliases of `courses(page: { pageSize: 100 })` with modules cost ~16,500 and are
 * refused, while one such page (~1,100) passes. Checked after the operation is resolved, so page
 * sizes given in variables count too.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, getNamedType, type DocumentNode, type GraphQLSchema, isLeafType, isListType, isNonNullType, isObjectType, type GraphQLOutputType } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../core/pagination.js';

const LIST_GUESS = 10;

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/** A paged result (`{ items, total, page, pageSize }`): its field's page size multiplies its items. */
function isPageType(type: GraphQLOutputType): boolean {
  const named = getNamedType(type);
  return isObjectType(named) && 'items' in named.getFields() && 'pageSize' in named.getFields();
}

function pageSizeOf(args: Record<string, unknown>): number {
  const page = args['page'] as { pageSize?: unknown } | null | undefined;
  const size = Number(page?.pageSize ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(size)));
}

export const estimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (isLeafType(getNamedType(field.type))) return 0;
  if (isPageType(field.type)) return 1 + pageSizeOf(args) * childComplexity;
  // The items of a page were multiplied by the page's own field above.
  if (field.name === 'items' && isPageType(type as GraphQLOutputType)) return 1 + childComplexity;
  return isList(field.type) ? LIST_GUESS * (1 + childComplexity) : 1 + childComplexity;
};

/**
 * A document's cost without variables never changes (the schema is fixed while the server runs),
 * and Apollo hands every request of one query text the same parsed document: such a cost is counted
 * once per document and operation. With variables it is counted on every request: a cache keyed by
 * their values would keep callers' values (e-mail addresses) and answer faster for values someone
 * sent before, which would tell a caller what others asked for.
 */
const knownCosts = new WeakMap<DocumentNode, Map<string, number | null>>();

function countCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName: string | undefined): number | null {
  try {
    return getComplexity({ schema, query: document, variables, ...(operationName ? { operationName } : {}), estimators: [estimator] });
  } catch {
    // Variables that do not fit their types: execution refuses them next, with the field named.
    return null;
  }
}

function costOf(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName: string | undefined): number | null {
  if (Object.keys(variables).length > 0) return countCost(schema, document, variables, operationName);
  let costs = knownCosts.get(document);
  const key = operationName ?? '';
  const known = costs?.get(key);
  if (known !== undefined) return known;
  const cost = countCost(schema, document, variables, operationName);
  if (!costs) knownCosts.set(document, (costs = new Map<string, number | null>()));
  costs.set(key, cost);
  return cost;
}

export function queryCostPlugin<T extends object>(maxCost: number): ApolloServerPlugin<T> {
  return {
    // Apollo's hooks answer promises; this one has nothing to wait for.
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ request, document, schema }) {
          const cost = costOf(schema, document, request.variables ?? {}, request.operationName);
          if (cost !== null && cost > maxCost) {
            return Promise.reject(
              new GraphQLError(`This query's cost (${cost}) exceeds the limit of ${maxCost}. Ask for smaller pages or fewer fields.`, {
                extensions: { code: 'QUERY_TOO_COSTLY', http: { status: 400 } },
              }),
            );
          }
          return Promise.resolve();
        },
      });
    },
  };
}
