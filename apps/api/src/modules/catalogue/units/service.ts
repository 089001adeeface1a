import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  type UnitAdmin,
  type UnitBulkChange,
  type UnitPatch,
  categoryOfUnitType,
  formatMoney,
  paymentPlanIssues,
  type unitBulkChangeSchema,
  type unitPatchSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { type StoredUnit, compounds, inquiries, units } from '../../../db/schema/index.js';
import { rawRows } from '../../../db/raw-rows.js';
import { BadInputError, NotFoundError } from '../../../errors.js';
import type { SessionUser } from '../../staff/sessions.js';
import {
  type Changes,
  type Writer,
  changesBetween,
  refreshListed,
  refuseStaleSave,
  savedBy,
  writeAudit,
} from '../editing.js';
import { listingStateOf, recordListingEvents } from './events.js';
import { deletedFields, isTaken, loadForChange, mustBeFree, mustExist, mustHaveWholePosition } from '../records.js';
import { type UnitFields, editableOf, getOfficeUnit } from './queries.js';

type Patch = Omit<z.output<typeof unitPatchSchema>, 'version'>;
type Bulk = z.output<typeof unitBulkChangeSchema>;

/** The columns a unit's fields are stored in, with what is derived from them (category, price text). */
export function columnsOf(fields: Partial<UnitFields>): Partial<typeof units.$inferInsert> {
  const row: Partial<typeof units.$inferInsert> = {};
  const { area, price, compoundId, unitType, downPayment, amountPaid, amountLeft, maintenanceDeposit, ...same } =
    fields;
  for (const [key, value] of Object.entries(same)) {
    if (value !== undefined) (row as Record<string, unknown>)[key] = value;
  }
  if (compoundId !== undefined) row.compoundId = compoundId;
  if (unitType !== undefined) {
    row.unitType = unitType;
    row.category = categoryOfUnitType(unitType);
  }
  if (price !== undefined) {
    row.priceUsd = price;
    row.priceText = formatMoney(price, 'USD');
  }
  if (area !== undefined) row.areaSqm = area;
  if (downPayment !== undefined) row.downPaymentUsd = downPayment;
  if (amountPaid !== undefined) row.amountPaidUsd = amountPaid;
  if (amountLeft !== undefined) row.amountLeftUsd = amountLeft;
  if (maintenanceDeposit !== undefined) row.maintenanceDepositUsd = maintenanceDeposit;
  return row;
}

/** The fields a unit's plan is checked on. */
type PlanFields = Pick<UnitFields, 'price' | 'downPayment' | 'amountPaid' | 'instalmentCount' | 'instalmentFrequency'>;

/**
 * 400 when a unit's plan would not add up once a save is written over it (paymentPlanIssues: a count
 * without its frequency or the other way round, a down payment and amount paid above the price). A new
 * unit and an import row are checked whole by unitInputSchema; a save of some fields, or a new price for
 * a selection, is checked here against the stored unit. `reference` names the unit of a selection.
 */
export function mustHaveSoundPlan(unit: PlanFields, reference?: string): void {
  const issues = paymentPlanIssues(unit);
  if (issues.length === 0) return;
  const of = reference ? ` of ${reference}` : '';
  const sentence = ({ path, message }: (typeof issues)[number]) =>
    message === 'required'
      ? `${path}${of} is required: a plan has an instalment count and a frequency, or neither.`
      : `downPayment and amountPaid${of} together must not exceed the price (${unit.price}).`;
  throw new BadInputError(
    issues.map(sentence).join(' '),
    Object.fromEntries(issues.map(({ path, message }) => [path, message])),
  );
}

/** 400 when a unit would be published without a main picture (its card and page need one). */
export function mustHaveMainImage(fields: Pick<UnitFields, 'publication' | 'mainImage'>): void {
  if (fields.publication === 'published' && !fields.mainImage) {
    throw new BadInputError('mainImage is required to publish a unit: choose a main picture first.', {
      mainImage: 'requiredToPublish',
    });
  }
}

/** 400 (fields.compoundId = 'invalid') unless the compound a save names exists (none: a private unit). */
async function mustBeCompound(tx: Writer, compoundId: number | null | undefined): Promise<void> {
  if (compoundId === null || compoundId === undefined) return;
  await mustExist(tx, compounds, compoundId, 'compoundId', `compoundId: no compound ${compoundId} exists.`);
}

/** 409 (fields.reference = 'taken') when another unit has this reference. */
const mustBeFreeReference = (tx: Writer, reference: string, exceptId?: number) =>
  mustBeFree(tx, units, units.reference, { field: 'reference', value: reference, exceptId });

/** The next reference from the sequence (RS-00121) that no unit has (one may have been given by hand). */
export async function nextFreeReference(db: Writer): Promise<string> {
  for (;;) {
    const result = await db.execute(sql`select ('RS-' || lpad(nextval('unit_reference_seq')::text, 5, '0')) as ref`);
    const reference = rawRows<{ ref: string }>(result)[0]!.ref;
    if (!(await isTaken(db, units, units.reference, reference))) return reference;
  }
}

/**
 * Inserts one unit (in the caller's transaction) with its `listed` flag and audit entry; the reference is
 * the given one or the sequence's next free one. Returns the new id.
 */
export async function insertUnit(
  tx: Writer,
  user: SessionUser,
  fields: UnitFields,
  action: 'create' | 'import',
): Promise<number> {
  const reference = fields.reference ?? (await nextFreeReference(tx));
  const [row] = await tx
    .insert(units)
    .values({ ...(columnsOf(fields) as typeof units.$inferInsert), reference, updatedBy: user.id })
    .returning();
  await refreshListed(tx, eq(units.id, row!.id));
  await writeAudit(tx, {
    entity: 'unit',
    entityId: row!.id,
    action,
    user,
    changes: changesBetween(undefined, editableOf(row!)),
  });
  return row!.id;
}

export async function createUnit(db: Db, user: SessionUser, fields: UnitFields): Promise<UnitAdmin> {
  mustHaveMainImage(fields);
  const id = await db.transaction(async (tx) => {
    await mustBeCompound(tx, fields.compoundId);
    if (fields.reference) await mustBeFreeReference(tx, fields.reference);
    const created = await insertUnit(tx, user, fields, 'create');
    await recordListingEvents(tx, new Map([[created, undefined]]), { source: 'form', user });
    return created;
  });
  return getOfficeUnit(db, id);
}

/**
 * Writes `fields` over unit `id` if it is still at `version` (else 409 naming who saved it since), with
 * its audit entry and `listed` flag, in the caller's transaction. Returns the changes (none: no entry).
 */
export async function updateUnit(
  tx: Writer,
  user: SessionUser,
  before: StoredUnit,
  fields: Partial<UnitFields>,
  action: 'update' | 'import',
): Promise<Changes> {
  const changes = changesBetween(editableOf(before) as Record<string, unknown>, fields);
  const saved = await tx
    .update(units)
    .set({ ...columnsOf(fields), ...savedBy(units, user) })
    .where(sql`${units.id} = ${before.id} and ${units.version} = ${before.version}`)
    .returning({ id: units.id });
  if (saved.length === 0) await refuseStaleSave(tx, units, before.id, 'Unit');
  if ('publication' in changes || 'compoundId' in changes) await refreshListed(tx, eq(units.id, before.id));
  if (Object.keys(changes).length > 0) {
    await writeAudit(tx, { entity: 'unit', entityId: before.id, action, user, changes });
  }
  return changes;
}

export async function patchUnit(db: Db, user: SessionUser, id: number, patch: UnitPatch): Promise<UnitAdmin> {
  const { version, ...body } = patch as Patch & { version: number };
  const fields = body as Partial<UnitFields>;
  await db.transaction(async (tx) => {
    const before = await loadForChange(tx, units, id, 'Unit');
    if (before.version !== version) await refuseStaleSave(tx, units, id, 'Unit');
    mustHaveMainImage({ ...editableOf(before), ...fields });
    mustHaveSoundPlan({ ...editableOf(before), ...fields });
    // A new unit's coordinates are checked whole by unitInputSchema; a save's, over the stored unit's.
    mustHaveWholePosition({ ...editableOf(before), ...fields });
    if (fields.compoundId !== undefined && fields.compoundId !== before.compoundId) {
      await mustBeCompound(tx, fields.compoundId);
    }
    if (fields.reference && fields.reference !== before.reference) await mustBeFreeReference(tx, fields.reference, id);
    await updateUnit(tx, user, before, fields, 'update');
    await recordListingEvents(tx, new Map([[id, listingStateOf(before)]]), { source: 'form', user });
  });
  return getOfficeUnit(db, id);
}

/**
 * Status, price or publication of several units at once (one click from the list): one transaction,
 * no version check, one audit entry per unit that changed. 404 when an id is unknown (nothing changes).
 */
export async function bulkChangeUnits(db: Db, user: SessionUser, change: UnitBulkChange): Promise<number> {
  const { ids, changes } = change as Bulk;
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(units).where(inArray(units.id, unique)).for('update');
    const missing = unique.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length > 0) throw new NotFoundError(`No unit ${missing.slice(0, 10).join(', ')}.`);
    if (changes.price !== undefined) {
      for (const row of rows) mustHaveSoundPlan({ ...editableOf(row), price: changes.price }, row.reference);
    }
    if (changes.publication === 'published') {
      const bare = rows.filter((r) => !r.mainImage).map((r) => r.reference);
      if (bare.length > 0) {
        throw new BadInputError(
          `mainImage is required to publish a unit: ${bare.slice(0, 10).join(', ')} ha${bare.length === 1 ? 's' : 've'} none.`,
          { mainImage: 'requiredToPublish' },
        );
      }
    }
    await tx
      .update(units)
      .set({ ...columnsOf(changes), ...savedBy(units, user) })
      .where(inArray(units.id, unique));
    if (changes.publication) await refreshListed(tx, inArray(units.id, unique));
    // One unit: a row's own control (or a selection of one); several: the selection's bar.
    const source = unique.length === 1 ? 'one_click' : 'bulk';
    await recordListingEvents(tx, new Map(rows.map((row) => [row.id, listingStateOf(row)])), { source, user });
    for (const row of rows) {
      const changed = changesBetween(editableOf(row) as Record<string, unknown>, changes);
      if (Object.keys(changed).length > 0) {
        await writeAudit(tx, { entity: 'unit', entityId: row.id, action: 'update', user, changes: changed });
      }
    }
    return rows.length;
  });
}

/**
 * Deletes a unit, or archives it when inquiries name it (they keep their unit_id): answers the archived
 * unit then, undefined when it was deleted.
 */
export async function deleteUnit(db: Db, user: SessionUser, id: number): Promise<UnitAdmin | undefined> {
  const archived = await db.transaction(async (tx) => {
    const before = await loadForChange(tx, units, id, 'Unit');
    const [asked] = await tx.select({ n: count() }).from(inquiries).where(eq(inquiries.unitId, id));
    if ((asked?.n ?? 0) > 0) {
      if (before.archivedAt) return true;
      const [row] = await tx
        .update(units)
        .set({ archivedAt: sql`now()`, ...savedBy(units, user) })
        .where(eq(units.id, id))
        .returning({ archivedAt: units.archivedAt });
      await refreshListed(tx, eq(units.id, id));
      // Off the site: no event (eventsOfChange), decided as for every change.
      await recordListingEvents(tx, new Map([[id, listingStateOf(before)]]), { source: 'form', user });
      await writeAudit(tx, {
        entity: 'unit',
        entityId: id,
        action: 'archive',
        user,
        changes: { archivedAt: { before: null, after: row!.archivedAt!.toISOString() } },
      });
      return true;
    }
    await tx.delete(units).where(eq(units.id, id));
    await writeAudit(tx, {
      entity: 'unit',
      entityId: id,
      action: 'delete',
      user,
      changes: deletedFields(editableOf(before)),
    });
    return false;
  });
  return archived ? getOfficeUnit(db, id) : undefined;
}
