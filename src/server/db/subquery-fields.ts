/**
 * The fields of a subquery or common table expression, those of the selection it was built with,
 * for an outer query to select as one nested object: each is the subquery's own column there
 * (`"page"."address"`), not the inner table's.
 */
export function subqueryFields<S extends object, C extends object>(
  subquery: S,
  selection: C,
): Pick<S, keyof C & keyof S> {
  const fields = {} as Pick<S, keyof C & keyof S>;
  for (const key of Object.keys(selection) as Array<keyof C & keyof S>) fields[key] = subquery[key];
  return fields;
}
