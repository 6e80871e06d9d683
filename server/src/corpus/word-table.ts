/**
 * A table from words to values with nothing inherited: a word of a release or a question such as
 * "constructor" or "toString" finds no entry, where a plain object literal would hand back one of
 * Object.prototype's functions.
 */
export function wordTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
