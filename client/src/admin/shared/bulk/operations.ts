import { graphql } from '../../../__generated__';

export const BulkOutcomeFragment = graphql(`
  fragment BulkOutcome_result on BulkResult {
    batchId
    succeeded
    refused {
      id
      name
      reason
    }
  }
`);

export const UndoBulkMutation = graphql(`
  mutation UndoBulkMutation($batchId: ID!) {
    undoBulk(batchId: $batchId) {
      restored
    }
  }
`);

export const BulkProgressQuery = graphql(`
  query BulkProgressQuery($key: String!) {
    bulkProgress(key: $key) {
      phase
      done
      total
      percent
    }
  }
`);
