/** What an operation asks of a field: lets a list skip its count when `total` is not asked for. */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

function selectsIn(set: SelectionSetNode | undefined, name: string, info: GraphQLResolveInfo): boolean {
  if (!set) return false;
  return set.selections.some((s) => {
    if (s.kind === Kind.FIELD) return s.name.value === name;
    if (s.kind === Kind.INLINE_FRAGMENT) return selectsIn(s.selectionSet, name, info);
    return selectsIn(info.fragments[s.name.value]?.selectionSet, name, info);
  });
}

/** Whether the resolved field's selection names `name` (directly or through fragments). */
export function selects(info: GraphQLResolveInfo, name: string): boolean {
  return info.fieldNodes.some((node) => selectsIn(node.selectionSet, name, info));
}
