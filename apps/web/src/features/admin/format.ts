/** Labels for the fields a visitor can send, in the order the back office shows them; others follow by name. */
const DATA_FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'propertyTitle',
  'location',
  'preferredDate',
  'preferredTime',
  'timeZone',
  'people',
  'message',
  'description',
] as const;

/** The visitor's fields in a stable order: the known ones first, then any other in the order sent. */
export function orderedFields(data: Record<string, unknown>): [string, unknown][] {
  const known = DATA_FIELD_ORDER.filter((key) => key in data).map((key) => [key, data[key]] as [string, unknown]);
  const rest = Object.entries(data).filter(([key]) => !(DATA_FIELD_ORDER as readonly string[]).includes(key));
  return [...known, ...rest];
}

/** A field's value as text ('' for empty). */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
