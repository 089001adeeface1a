/** The thumbnail's box in the recently viewed list (CSS pixels): recent-unit.ts asks the image route for it. */
export const RECENT_THUMB = { width: 96, height: 72 } as const;
