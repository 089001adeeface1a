import { inArray, sql } from 'drizzle-orm';
import { categoryOfUnitType } from '@app/shared';
import type { Db } from '../client.js';
import { tableExists } from '../applied-migrations.js';
import {
  auditLog,
  compoundPhotos,
  compounds,
  developers,
  filterCounts,
  searchFilterCounts,
  searchFacets,
  searchTitles,
  unitEvents,
  units,
} from '../schema/index.js';
import { generateUnits, seedCompounds, seedDevelopers, seedUnits } from './data/index.js';
import type { SeedUnit } from './data/types.js';
import { seedHistory } from './data/unit-history.js';

const BATCH = 1000;
const DAY_MS = 86_400_000;

export interface SeedSummary {
  developers: number;
  compounds: number;
  units: number;
}

export interface SeedOptions {
  /** Number of units; default the hand-made catalogue (120). Larger counts are generated. */
  units?: number;
  /** Fixed "now" so that created_at is reproducible in tests. */
  now?: Date;
}

function toRow(unit: SeedUnit, compoundIds: Map<string, number>, now: number) {
  const compoundId = unit.compoundSlug ? compoundIds.get(unit.compoundSlug) : undefined;
  if (unit.compoundSlug && compoundId === undefined) throw new Error(`unknown compound ${unit.compoundSlug}`);
  return {
    compoundId: compoundId ?? null,
    region: unit.region,
    location: unit.location,
    title: unit.title,
    unitType: unit.unitType,
    kind: unit.kind,
    category: categoryOfUnitType(unit.unitType),
    priceUsd: unit.priceUsd,
    priceText: unit.priceText,
    areaSqm: unit.areaSqm,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    floor: unit.floor,
    mainImage: unit.mainImage,
    photos: unit.photos.map((url) => ({ url, alt: {} })),
    description: unit.description,
    status: unit.status,
    downPaymentUsd: unit.downPaymentUsd,
    instalmentCount: unit.instalmentCount,
    instalmentFrequency: unit.instalmentFrequency,
    amountPaidUsd: unit.amountPaidUsd,
    amountLeftUsd: unit.amountLeftUsd,
    finishing: unit.finishing,
    deliveryDate: unit.deliveryDate,
    maintenanceDepositUsd: unit.maintenanceDepositUsd,
    latitude: unit.latitude,
    longitude: unit.longitude,
    publication: 'published' as const,
    listed: true,
    createdAt: timeOf(unit, unit.createdDaysAgo, now),
  };
}

/** `daysAgo` days before `now`, spread within the day by a few minutes so that "newest" has a stable, varied order. */
const timeOf = (unit: SeedUnit, daysAgo: number, now: number) =>
  new Date(now - daysAgo * DAY_MS - (unit.priceUsd % 1440) * 60_000);

/**
 * Writes a batch of seeded units and their listing events (seedHistory), `first` being the first one's
 * place in the catalogue.
 */
async function insertUnits(
  tx: Pick<Db, 'insert'>,
  batch: SeedUnit[],
  first: number,
  ids: Map<string, number>,
  now: number,
  withEvents: boolean,
) {
  const rows = await tx
    .insert(units)
    .values(batch.map((unit) => toRow(unit, ids, now)))
    .returning({ id: units.id });
  if (!withEvents) return;
  const events = batch.flatMap((unit, i) =>
    seedHistory(unit, first + i).map((event) => ({
      unitId: rows[i]!.id,
      kind: event.kind,
      oldPrice: event.oldPrice,
      newPrice: event.newPrice,
      currency: event.oldPrice === null && event.newPrice === null ? null : 'USD',
      source: 'seed' as const,
      at: timeOf(unit, event.daysAgo, now),
    })),
  );
  for (let i = 0; i < events.length; i += BATCH) await tx.insert(unitEvents).values(events.slice(i, i + BATCH));
}

/** Empties the catalogue and writes the demo data (in one transaction: a failure leaves the old data). */
export async function reseed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = (options.now ?? new Date()).getTime();
  // unit_events from migration 0021 on.
  const withEvents = await tableExists(db, 'unit_events');
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`truncate ${units}, ${compoundPhotos}, ${compounds}, ${developers} restart identity cascade`);
    // New references start again at RS-00001, and the old records' history goes with them.
    await tx.execute(sql`select setval('unit_reference_seq', 1, false)`);
    await tx.delete(auditLog).where(inArray(auditLog.entity, ['developer', 'compound', 'unit']));
    const devRows = await tx
      .insert(developers)
      .values(seedDevelopers.map((d) => ({ key: d.key, name: d.name, logo: d.logo })))
      .returning({ id: developers.id, key: developers.key });
    const devIds = new Map(devRows.map((d) => [d.key, d.id]));

    const compoundIds = new Map<string, number>();
    for (const p of seedCompounds) {
      const developerId = devIds.get(p.developerKey);
      if (developerId === undefined) throw new Error(`unknown developer ${p.developerKey}`);
      const [row] = await tx
        .insert(compounds)
        .values({
          slug: p.slug,
          name: p.name,
          region: p.region,
          location: p.location,
          mainImage: p.mainImage,
          mainVideo: p.mainVideo,
          status: p.status,
          deliveryDate: p.deliveryDate,
          developerId,
          description: p.description,
          specifications: p.specifications,
          vision: p.vision,
          featured: p.featured,
          latitude: p.latitude,
          longitude: p.longitude,
          publication: 'published',
        })
        .returning({ id: compounds.id });
      if (!row) throw new Error(`compound ${p.slug} was not inserted`);
      compoundIds.set(p.slug, row.id);
      await tx.insert(compoundPhotos).values(p.photos.map((url, position) => ({ compoundId: row.id, url, position })));
    }

    const source = options.units === undefined ? seedUnits() : generateUnits(options.units, 20_260_101);
    let batch: SeedUnit[] = [];
    let count = 0;
    for (const unit of source) {
      batch.push(unit);
      if (batch.length === BATCH) {
        await insertUnits(tx, batch, count, compoundIds, now, withEvents);
        count += batch.length;
        batch = [];
      }
    }
    if (batch.length > 0) {
      await insertUnits(tx, batch, count, compoundIds, now, withEvents);
      count += batch.length;
    }
    return { developers: devRows.length, compounds: compoundIds.size, units: count };
  });
  // Every batch rewrote the search and count rows it touched (the triggers count units in per statement),
  // leaving up to one dead copy per batch: compact those small tables and their indexes.
  await db.execute(sql`vacuum full ${searchFacets}, ${searchTitles}`);
  // filter_counts from migration 0019 on, search_filter_counts from 0020 on.
  if (await tableExists(db, 'filter_counts')) await db.execute(sql`vacuum full ${filterCounts}`);
  if (await tableExists(db, 'search_filter_counts')) await db.execute(sql`vacuum full ${searchFilterCounts}`);
  // Fresh statistics and visibility map: the planner picks the indexes, and counts can use index-only
  // scans. PGlite has no autovacuum, so nothing else would do this.
  await db.execute(sql`vacuum analyze`);
  return summary;
}

/** Seeds only when there is no compound yet; returns what it wrote, or null when it left the data alone. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedSummary | null> {
  const existing = await db.select({ id: compounds.id }).from(compounds).limit(1);
  if (existing.length > 0) return null;
  return reseed(db, options);
}
