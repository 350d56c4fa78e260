/**
 * Tables ordered so that each comes after the tables its foreign keys reference, ties by name.
 * A reference to the own table does not count (its rows are checked once all are in); in a cycle
 * the first remaining table by name goes next, and the restore checks its reference to the table
 * still to come after loading.
 */
export function foreignKeyOrder(
  tables: string[],
  references: { table: string; references: string }[],
): string[] {
  const pending = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { table, references: parent } of references)
    if (table !== parent && pending.has(parent)) pending.get(table)?.add(parent);
  const order: string[] = [];
  const names = [...pending.keys()].sort();
  while (order.length < names.length) {
    const next =
      names.find((name) => pending.has(name) && pending.get(name)!.size === 0) ??
      names.find((name) => pending.has(name))!;
    order.push(next);
    pending.delete(next);
    for (const parents of pending.values()) parents.delete(next);
  }
  return order;
}
