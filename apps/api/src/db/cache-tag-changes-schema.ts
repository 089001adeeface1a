import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each of the site's cache tags (CACHE_TAGS: `unit:12`, `compound:hurghada-avenue`, `units`, `rates`,
 * ...) last changed: one row per tag, written with every revalidation the API sends. A site that starts
 * reads them (GET /api/cache-tags/) and does not serve a page it kept from before a change it was not told
 * about (docs/decisions/0046-catalogue-changes-survive-restarts.md).
 */
export const cacheTagChanges = pgTable('cache_tag_changes', {
  tag: text('tag').primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull(),
});
