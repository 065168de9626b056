/** `explain` stages for geo and text plans, shaped like mongod's (GEO_NEAR_2DSPHERE, TEXT_MATCH...). */
import type { SpecialPlan } from './special-plan.js';
import type { Doc } from './values.js';

function ixscan(plan: SpecialPlan): Doc {
  const index = plan.index;
  return {
    stage: 'IXSCAN',
    keyPattern: index.spec.key,
    indexName: index.name,
    isMultiKey: index.multikey || plan.kind === 'text',
    isUnique: false,
    isSparse: index.sparse,
    direction: 'forward',
  };
}

export function explainSpecialStage(plan: SpecialPlan, filter: Doc): Doc {
  const index = plan.index;
  if (plan.kind === 'geoNear') {
    return {
      stage: index.geo?.type === '2d' ? 'GEO_NEAR_2D' : 'GEO_NEAR_2DSPHERE',
      keyPattern: index.spec.key,
      indexName: index.name,
      indexVersion: 2,
      inputStages: [{ stage: 'FETCH', inputStage: ixscan(plan) }],
    };
  }
  if (plan.kind === 'geoRegion') return { stage: 'FETCH', filter, inputStage: ixscan(plan) };
  const q = plan.query;
  return {
    stage: 'TEXT_MATCH',
    indexPrefix: {},
    indexName: index.name,
    parsedTextQuery: { terms: [...q.terms].sort(), negatedTerms: [...q.negatedTerms].sort(), phrases: q.phrases, negatedPhrases: q.negatedPhrases },
    textIndexVersion: 3,
    inputStage: { stage: 'FETCH', inputStage: { stage: 'TEXT_OR', inputStage: ixscan(plan) } },
  };
}
