/** A page's search parameters as Next.js hands them over: a key given twice is an array. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a search parameter (`?kind=a&kind=b` reads as `a`). */
export const firstParam = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

type FieldSchema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/**
 * One value of an address read with the API's own schema for it, or undefined when the schema refuses
 * it: the back office's lists ignore a filter the API would refuse rather than show an error.
 */
export function acceptedValue<T>(schema: FieldSchema<T>, value: unknown): T | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}
