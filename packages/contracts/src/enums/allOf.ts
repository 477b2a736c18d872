/**
 * A list that names every member of the union `T`, once a union is written out by name.
 *
 * Declaration files print a union written as `'A' | 'B'` by its alias, but a union derived from a
 * list (`(typeof list)[number]`) by its members, in an order that follows the compiler's internal
 * type ids and so varies between builds. Unions are therefore written out, and their lists are
 * built here so that a member left out of the list fails typecheck.
 */
export function allOf<T extends string>() {
  return <const L extends readonly [T, ...T[]]>(
    list: L & (Exclude<T, L[number]> extends never ? unknown : { missing: Exclude<T, L[number]> }),
  ): L => list;
}
