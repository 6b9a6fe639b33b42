/** Rows grouped by a key, each group in the rows' order: a batch read's "by parent id" map. */
export function groupBy<T, K, V>(rows: Iterable<T>, key: (row: T) => K, value: (row: T) => V): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(value(row));
    else groups.set(k, [value(row)]);
  }
  return groups;
}
