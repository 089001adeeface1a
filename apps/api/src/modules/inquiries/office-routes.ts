import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminInquiryFilterSchema,
  adminInquiryQuerySchema,
  inquiryDetailSchema,
  inquiryIdParamsSchema,
  inquiryPageSchema,
  inquiryUpdateSchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import type { Outbox } from './outbox.js';
import { inquiriesCsv } from './csv.js';
import { adminErrors as errors, anyRole, requireRole } from '../staff/roles.js';
import { exportInquiries, getInquiry, listInquiries } from './office-queries.js';
import { deleteInquiry, updateInquiry } from './office-service.js';

/** The inquiries in the back office: every role reads and works them; only an admin deletes one. */
export const inquiryOfficeRoutes =
  ({ db, outbox }: { db: Db; outbox: Outbox | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/inquiries/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'Inquiries, newest first, by kind, status and search',
          description:
            'Without `status`, suspected spam is left out (the inbox); `status=spam` lists it. `spamCount` is the size of the Spam view.',
          querystring: adminInquiryQuerySchema,
          response: { 200: inquiryPageSchema, ...errors },
        },
      },
      async (request) => listInquiries(db, request.query),
    );

    app.get(
      '/api/admin/inquiries/export.csv',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'Every inquiry matching the filters as CSV',
          querystring: adminInquiryFilterSchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const rows = await exportInquiries(db, request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="inquiries-${day}.csv"`)
          .send(inquiriesCsv(rows));
      },
    );

    app.get(
      '/api/admin/inquiries/:id/',
      {
        config: anyRole,
        schema: {
          tags: ['admin'],
          summary: 'One inquiry with everything the visitor sent',
          params: inquiryIdParamsSchema,
          response: { 200: inquiryDetailSchema, ...errors },
        },
      },
      async (request) => getInquiry(db, request.params.id),
    );

    app.patch(
      '/api/admin/inquiries/:id/',
      {
        config: { sameOrigin: true, ...anyRole },
        schema: {
          tags: ['admin'],
          summary: 'Set the status and/or the note',
          description:
            'Moving an inquiry out of `spam` ("not spam") queues its e-mail to the agency, once, when e-mail is on.',
          params: inquiryIdParamsSchema,
          body: inquiryUpdateSchema,
          response: { 200: inquiryDetailSchema, ...errors },
        },
      },
      async (request) => {
        const { inquiry, mailQueued } = await updateInquiry(db, request.params.id, request.body, {
          mail: outbox !== undefined,
        });
        request.log.info({ inquiry: inquiry.id, status: inquiry.status, mailQueued }, 'inquiry updated');
        if (mailQueued) outbox?.wake();
        return inquiry;
      },
    );

    app.delete(
      '/api/admin/inquiries/:id/',
      {
        config: { sameOrigin: true, ...requireRole('admin') },
        schema: {
          tags: ['admin'],
          summary: 'Delete an inquiry and its e-mail row (when the visitor asks to be forgotten)',
          params: inquiryIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteInquiry(db, request.params.id);
        request.log.info({ inquiry: request.params.id }, 'inquiry deleted');
        return reply.status(204).send(null);
      },
    );
  };
