import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ImportResult, MAX_IMPORT_ROWS, apiErrorSchema, importQuerySchema, importResultSchema } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { UnsupportedMediaTypeError } from '../../../errors.js';
import type { Invalidation } from '../../../plugins/cache-invalidation.js';
import { adminErrors, catalogueEditors, staffOf } from '../../staff/roles.js';
import { importUnits } from './import.js';

/** The largest CSV an import takes: MAX_IMPORT_ROWS rows of a few hundred bytes, with room to spare. */
export const IMPORT_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * An import that wrote (a valid file, not a dry run) may have changed any unit, and so any page of the
 * catalogue: naming each unit's pages would cost more than the site's rendering them again.
 */
const importedUnits: Invalidation = {
  pages: 'catalogue',
  wrote: (_request, answer) => {
    const result = answer as ImportResult;
    return result.valid && !result.dryRun;
  },
};

/**
 * POST /api/admin/units/import, in a plugin of its own: only here does the back office read text/csv
 * bodies, and only here are they larger than BODY_LIMIT_BYTES.
 */
export const unitImportRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT_BYTES }, (_r, body, done) =>
      done(null, body),
    );

    app.post(
      '/api/admin/units/import',
      {
        bodyLimit: IMPORT_BODY_LIMIT_BYTES,
        config: { sameOrigin: true, ...catalogueEditors, invalidates: importedUnits },
        schema: {
          tags: ['admin'],
          summary: 'Import units from CSV (text/csv, the export’s columns): a dry run, or the real thing',
          description:
            'Rows match units by `reference`; a row without one, or with one no unit has, creates a unit (a draft unless ' +
            '`publication` says published, which needs a main image). Every row is checked with the form’s rules; errors ' +
            'name the row (the file’s line, the header being 1) and the column. Nothing is written unless the whole file ' +
            `is valid and dry_run=false; then all of it in one transaction. At most ${MAX_IMPORT_ROWS} rows (413).`,
          consumes: ['text/csv'],
          querystring: importQuerySchema,
          body: z.string(),
          response: {
            200: importResultSchema,
            ...adminErrors,
            409: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request) => {
        if (!/^text\/csv\b/i.test(request.headers['content-type'] ?? '')) {
          throw new UnsupportedMediaTypeError('Send the file as text/csv.');
        }
        const dryRun = request.query.dry_run;
        const result = await importUnits(db, staffOf(request), request.body, dryRun);
        const wrote = result.valid && !dryRun;
        request.log.info(
          {
            dryRun,
            valid: result.valid,
            created: result.created,
            updated: result.updated,
            errorRows: result.errorRows,
          },
          wrote ? 'units imported' : 'units import checked',
        );
        return result;
      },
    );
  };
