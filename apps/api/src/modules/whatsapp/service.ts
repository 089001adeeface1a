import { isNotNull, sql } from 'drizzle-orm';
import { WHATSAPP_RECENT_DAYS, type WhatsappClicks, addDays, officeToday } from '@app/shared';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { compounds, units, whatsappClicks } from '../../db/schema/index.js';

/**
 * Counts one click on a listed unit's WhatsApp link, on today's row (the office's day). False when the
 * public site does not show the unit: nothing is counted.
 */
export async function countUnitClick(db: Db, unitId: number, day = officeToday()): Promise<boolean> {
  const rows = await db.execute(sql`
    insert into ${whatsappClicks} (unit_id, day, clicks)
    select ${units.id}, ${day}::date, 1 from ${units} where ${units.id} = ${unitId} and ${units.listed}
    on conflict (unit_id, day) where unit_id is not null
    do update set clicks = ${whatsappClicks}.clicks + 1
    returning 1 as counted`);
  return rawRows(rows).length > 0;
}

/** The same for a published compound, by its slug. */
export async function countCompoundClick(db: Db, slug: string, day = officeToday()): Promise<boolean> {
  const rows = await db.execute(sql`
    insert into ${whatsappClicks} (compound_id, day, clicks)
    select ${compounds.id}, ${day}::date, 1 from ${compounds}
    where ${compounds.slug} = ${slug} and ${compounds.publication} = 'published'
    on conflict (compound_id, day) where compound_id is not null
    do update set clicks = ${whatsappClicks}.clicks + 1
    returning 1 as counted`);
  return rawRows(rows).length > 0;
}

/** Every unit and compound whose link was clicked: all its clicks, and those of the recent days. */
export async function clickCounts(db: Db, today = officeToday()): Promise<WhatsappClicks> {
  const since = addDays(today, 1 - WHATSAPP_RECENT_DAYS);
  const totals = (column: typeof whatsappClicks.unitId | typeof whatsappClicks.compoundId) =>
    db
      .select({
        id: sql<number>`${column}`.mapWith(Number),
        total: sql<number>`sum(${whatsappClicks.clicks})`.mapWith(Number),
        recent:
          sql<number>`coalesce(sum(${whatsappClicks.clicks}) filter (where ${whatsappClicks.day} >= ${since}::date), 0)`.mapWith(
            Number,
          ),
      })
      .from(whatsappClicks)
      .where(isNotNull(column))
      .groupBy(column)
      .orderBy(column);
  const [unitRows, compoundRows] = await Promise.all([
    totals(whatsappClicks.unitId),
    totals(whatsappClicks.compoundId),
  ]);
  return { units: unitRows, compounds: compoundRows };
}
