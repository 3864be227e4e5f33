// PostgreSQL array literals as one query parameter (`${intArray(ids)}::bigint[]`), for set-based statements over
// unnest(...): drizzle's sql template spreads a JS array into a list of parameters, one per element.

/** `{1,2,3}`: integers only (a non-integer throws, so nothing but digits reaches the literal). */
export function intArray(xs: readonly number[]): string {
  for (const x of xs) if (!Number.isSafeInteger(x)) throw new Error(`intArray: ${x} is not an integer`);
  return `{${xs.join(',')}}`;
}

/** `{"a","b"}`: each element quoted, backslashes and double quotes escaped. */
export function textArray(xs: readonly string[]): string {
  return `{${xs.map((x) => `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
