/** An export's columns, declared as `key:Label,...` in the file's order (the label defaults to the key). */
export type Column = { key: string; label: string };

export const cols = (spec: string): Column[] =>
  spec.split(',').map((pair) => {
    const [key, label] = pair.split(':') as [string, string | undefined];
    return { key: key.trim(), label: (label ?? key).trim() };
  });
