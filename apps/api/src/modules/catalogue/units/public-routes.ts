import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAP_MAX_UNIT_POINTS,
  MAX_UNITS_BY_IDS,
  PAGINATING_KEYS,
  apiErrorSchema,
  langQuerySchema,
  mapAnswerSchema,
  mapQuerySchema,
  unitCodec,
  unitDetailCodec,
  unitDetailWireSchema,
  unitIdParamsSchema,
  unitPageCodec,
  unitPageWireSchema,
  unitQuerySchema,
  unitWireSchema,
  unitsByIdsCodec,
  unitsByIdsQuerySchema,
  unitsByIdsWireSchema,
} from '@app/shared';
import type { Db } from '../../../db/client.js';
import { mapOfUnits } from './map-queries.js';
import { getPublicUnit, listAllPublicUnits, listPublicUnits, listPublicUnitsByIds } from './public-queries.js';

const BASE_PATH = '/api/home-products/';
const unitList = z.array(unitCodec);

/*
 * The service answers units in code's camelCase; each handler encodes them for the wire with the shared
 * codecs (the spec's snake_case), and the declared response schema is that wire's.
 */

/** The public site's reads of units (the spec's list and detail, and the shortlist's read by ids). */
export const unitPublicRoutes =
  (db: Db, clock: () => Date = () => new Date()): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      BASE_PATH,
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['units'],
          summary: 'List units',
          description:
            'With no filter or page parameter: an array of units, newest first. With page, page_size or any filter: {count, next, previous, results}.',
          querystring: unitQuerySchema,
          response: {
            200: z.union([z.array(unitWireSchema), unitPageWireSchema]),
            400: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const paginated = PAGINATING_KEYS.some((key) => query[key] !== undefined);
        if (paginated) return z.encode(unitPageCodec, await listPublicUnits(db, query, BASE_PATH, clock()));
        const { units, total } = await listAllPublicUnits(db, query.lang ?? 'en', clock());
        reply.header('x-total-count', String(total));
        return z.encode(unitList, units);
      },
    );

    app.get(
      `${BASE_PATH}:id/`,
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['units'],
          summary: 'One unit with description and images',
          params: unitIdParamsSchema,
          querystring: langQuerySchema,
          response: { 200: unitDetailWireSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) =>
        z.encode(
          unitDetailCodec,
          await getPublicUnit(db, request.params.id, request.query.lang ?? 'en', { now: clock() }),
        ),
    );

    app.get(
      '/api/units/by-ids/',
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['units'],
          summary: 'Units by id, for the shortlist and compare pages',
          description: `\`ids\`: 1 to ${MAX_UNITS_BY_IDS} unit ids separated by commas. Answers {results}: the units the site shows among them (sold ones too), in the order asked; ids of no such unit are left out.`,
          querystring: unitsByIdsQuerySchema,
          response: { 200: unitsByIdsWireSchema, 400: apiErrorSchema },
        },
      },
      async (request) =>
        z.encode(unitsByIdsCodec, {
          results: await listPublicUnitsByIds(db, request.query.ids, request.query.lang ?? 'en', clock()),
        }),
    );

    app.get(
      '/api/map/',
      {
        config: { cacheResponse: true },
        schema: {
          tags: ['units'],
          summary: 'The listed units on a map (GeoJSON)',
          description: `Takes the list's filters (bbox and area included) and lang. Answers a GeoJSON FeatureCollection of Points ([longitude, latitude]): one per compound with matching units ({kind: 'compound', slug, name, count, min_price}: name in lang, the lowest price in USD), at the compound's position (a compound not yet placed has none), and one per private unit with a position ({kind: 'unit', id, title, count: 1, min_price}), at most ${MAP_MAX_UNIT_POINTS}, the newest first.`,
          querystring: mapQuerySchema,
          response: { 200: mapAnswerSchema, 400: apiErrorSchema },
        },
      },
      async (request) => mapOfUnits(db, request.query),
    );
  };
