import { z } from './zod';
import { COMPOUND_STATUSES, PRICE_BAND_KEYS, PUBLICATIONS, REGIONS, UNIT_KINDS, UNIT_STATUSES } from './constants';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, compoundAdminSummarySchema, developerAdminSchema } from './catalogue-admin';
import { unitAdminSummarySchema } from './unit-records';

/** The back office's catalogue lists (their filters and pages) and a record's audit log. */

// Lists -----------------------------------------------------------------------------------------------

const pageParam = z.coerce.number({ error: 'page must be a whole number' }).int().min(1).max(100_000).optional();
const pageSizeParam = z.coerce.number({ error: 'pageSize must be a whole number' }).int().min(1).max(100).optional();
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const searchParam = z.string().trim().max(100).optional();

export const developerListQuerySchema = z.object({ q: searchParam, page: pageParam, pageSize: pageSizeParam }).strict();
export type DeveloperListQuery = z.infer<typeof developerListQuerySchema>;

export const compoundListQuerySchema = z
  .object({
    q: searchParam,
    region: z.enum(REGIONS).optional(),
    status: z.enum(COMPOUND_STATUSES).optional(),
    publication: z.enum(PUBLICATIONS).optional(),
    needsTranslation: flag.optional(),
    page: pageParam,
    pageSize: pageSizeParam,
  })
  .strict();
export type CompoundListQuery = z.infer<typeof compoundListQuerySchema>;

export const unitListQuerySchema = z
  .object({
    /** Matches the title in every language and the reference. */
    q: searchParam,
    region: z.enum(REGIONS).optional(),
    /** A compound's id, or `private` for units outside any compound. */
    compound: z.union([z.literal('private'), z.coerce.number().int().min(1).max(2_147_483_647)]).optional(),
    status: z.enum(UNIT_STATUSES).optional(),
    kind: z.enum(UNIT_KINDS).optional(),
    priceBand: z.enum(PRICE_BAND_KEYS).optional(),
    publication: z.enum(PUBLICATIONS).optional(),
    needsTranslation: flag.optional(),
    /** Archived units are left out unless asked for. */
    archived: flag.optional(),
    page: pageParam,
    pageSize: pageSizeParam,
  })
  .strict();
export type UnitListQuery = z.infer<typeof unitListQuerySchema>;

export const adminPageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ count: z.number().int(), page: z.number().int(), pageSize: z.number().int(), results: z.array(item) });
export const developerAdminPageSchema = adminPageOf(developerAdminSchema);
export const compoundAdminPageSchema = adminPageOf(compoundAdminSummarySchema);
export const unitAdminPageSchema = adminPageOf(unitAdminSummarySchema);

export const catalogueIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// Audit -----------------------------------------------------------------------------------------------

export const auditQuerySchema = z
  .object({ entity: z.enum(AUDIT_ENTITIES), id: z.coerce.number().int().min(1).max(2_147_483_647) })
  .strict();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  userName: z.string(),
  /** For each changed field: its value before and after (null where there was none). */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ results: z.array(auditEntrySchema) });
