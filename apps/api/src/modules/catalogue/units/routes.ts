import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  catalogueIdParamsSchema,
  unitAdminPageSchema,
  unitAdminSchema,
  unitBulkChangeSchema,
  unitBulkResultSchema,
  unitInputSchema,
  unitListQuerySchema,
  unitPatchSchema,
} from '@app/shared';
import type { Db } from '../../../db/client.js';
import type { Invalidation } from '../../../plugins/cache-invalidation.js';
import type { ApiModule } from '../../module.js';
import { adminErrors, anyRole, catalogueEditors, staffOf } from '../../staff/roles.js';
import { pagesOfAnswer, pagesOfParam, unitTags } from '../cache-tags.js';
import { unitsCsv } from './csv.js';
import { unitImportRoutes } from './import-routes.js';
import { unitPublicRoutes } from './public-routes.js';
import { exportUnits, getOfficeUnit, listOfficeUnits } from './queries.js';
import { bulkChangeUnits, createUnit, deleteUnit, patchUnit } from './service.js';

/** Units: the public site's reads (public-routes.ts) and the back office's (below, and the CSV import). */
export const unitsModule: ApiModule = {
  name: 'catalogue/units',
  async register(app, { db, settings }) {
    await app.register(unitPublicRoutes(db, settings.clock));
  },
  async registerOffice(app, { db }) {
    await app.register(unitOfficeRoutes({ db }));
    await app.register(unitImportRoutes({ db }));
  },
};

const errors = { ...adminErrors, 409: apiErrorSchema };
const listFilters = unitListQuerySchema.omit({ page: true, pageSize: true });

/**
 * The units of the back office's catalogue: every role reads them, editors and admins change them. Every
 * write drops the pages that show the units (their own, their compounds', the lists) where they were and
 * where they are now.
 */
export const unitOfficeRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const tagsOf = (ids: readonly number[]) => unitTags(db, ids);
    const created: Invalidation = { pages: { after: pagesOfAnswer(tagsOf) } };
    const saved: Invalidation = { pages: { before: pagesOfParam(tagsOf), after: pagesOfAnswer(tagsOf) } };
    const deleted: Invalidation = { pages: { before: pagesOfParam(tagsOf) } };
    // A bulk change sets status, price or publication: the units stay where they were.
    const changedInBulk: Invalidation = {
      pages: { before: (request) => tagsOf((request.body as { ids: number[] }).ids) },
    };

    app.get(
      '/api/admin/units/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'Units, the last updated first, by search, filters and page',
          description:
            '`q` matches the title in every language and the reference. Archived units are left out; `archived=true` lists only them.',
          querystring: unitListQuerySchema,
          response: { 200: unitAdminPageSchema, ...adminErrors },
        },
      },
      async (request) => listOfficeUnits(db, request.query),
    );

    app.get(
      '/api/admin/units/export.csv',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'Every unit the list’s filters select (all pages) as CSV, UTF-8 with a byte order mark',
          description: 'The columns are UNIT_CSV_COLUMNS, the same an import takes.',
          querystring: listFilters,
          response: { 200: z.string(), ...adminErrors },
        },
      },
      async (request, reply) => {
        const rows = await exportUnits(db, request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="units-${day}.csv"`)
          .send(unitsCsv(rows));
      },
    );

    app.post(
      '/api/admin/units/',
      {
        config: { sameOrigin: true, ...catalogueEditors, invalidates: created },
        schema: {
          tags: ['admin'],
          summary: 'Create a unit (a draft unless `publication` says otherwise; publishing needs a main image)',
          description: '409 when the reference is taken; without one, the next free RS-00000 reference is drawn.',
          body: unitInputSchema,
          response: { 201: unitAdminSchema, ...errors },
        },
      },
      async (request, reply) => {
        const unit = await createUnit(db, staffOf(request), request.body);
        request.log.info({ unit: unit.id, reference: unit.reference }, 'unit created');
        return reply.status(201).send(unit);
      },
    );

    app.patch(
      '/api/admin/units/',
      {
        config: { sameOrigin: true, ...catalogueEditors, invalidates: changedInBulk },
        schema: {
          tags: ['admin'],
          summary: 'Change the status, price or publication of up to 100 units at once',
          description: 'One transaction, no version check; 404 (nothing changed) when an id is unknown.',
          body: unitBulkChangeSchema,
          response: { 200: unitBulkResultSchema, ...errors },
        },
      },
      async (request) => {
        const updated = await bulkChangeUnits(db, staffOf(request), request.body);
        request.log.info({ updated, changes: Object.keys(request.body.changes) }, 'units changed in bulk');
        return { updated };
      },
    );

    app.get(
      '/api/admin/units/:id/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'One unit with everything its form shows and how many inquiries name it',
          params: catalogueIdParamsSchema,
          response: { 200: unitAdminSchema, ...adminErrors },
        },
      },
      async (request) => getOfficeUnit(db, request.params.id),
    );

    app.patch(
      '/api/admin/units/:id/',
      {
        config: { sameOrigin: true, ...catalogueEditors, invalidates: saved },
        schema: {
          tags: ['admin'],
          summary: 'Save some fields of a unit made from `version`',
          description: '409 `edit_conflict` (fields.changedBy, fields.changedAt) when someone saved it since.',
          params: catalogueIdParamsSchema,
          body: unitPatchSchema,
          response: { 200: unitAdminSchema, ...errors },
        },
      },
      async (request) => {
        const unit = await patchUnit(db, staffOf(request), request.params.id, request.body);
        request.log.info({ unit: unit.id, version: unit.version }, 'unit saved');
        return unit;
      },
    );

    app.delete(
      '/api/admin/units/:id/',
      {
        config: { sameOrigin: true, ...catalogueEditors, invalidates: deleted },
        schema: {
          tags: ['admin'],
          summary: 'Delete a unit (204), or archive it when inquiries name it (200 with the archived unit)',
          description: 'An archived unit leaves the lists and the public site; its inquiries keep their link.',
          params: catalogueIdParamsSchema,
          response: { 200: unitAdminSchema, 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const archived = await deleteUnit(db, staffOf(request), request.params.id);
        request.log.info({ unit: request.params.id, archived: archived !== undefined }, 'unit deleted');
        return archived ? reply.status(200).send(archived) : reply.status(204).send(null);
      },
    );
  };
