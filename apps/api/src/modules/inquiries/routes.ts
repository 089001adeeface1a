import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, automationSignal, inquiryRequestSchema } from '@app/shared';
import type { InquiryOptions } from '../../config.js';
import type { Db } from '../../db/client.js';
import { formLimit } from '../../plugins/rate-limits.js';
import type { ApiModule } from '../module.js';
import { requestTooManyMessage } from './messages.js';
import { inquiryOfficeRoutes } from './office-routes.js';
import type { Outbox } from './outbox.js';
import { RetentionJob } from './retention.js';
import { createInquiry } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inquiry e-mail outbox; null when SMTP_URL is unset. */
    outbox: Outbox | null;
  }
}

/**
 * The visitors' inquiries: the forms' intake (below), the office's list, detail, changes, CSV export and
 * deletion (office-routes.ts), the e-mail outbox and the retention job.
 */
export const inquiriesModule: ApiModule = {
  name: 'inquiries',
  async register(app, { db, settings, outbox }) {
    app.decorate('outbox', outbox);
    await app.register(inquiryRoutes({ db, limits: settings.inquiries, outbox: outbox ?? undefined }));
    const retention = new RetentionJob(db, settings.retention, app.log);
    if (outbox && settings.mail?.start) app.addHook('onReady', async () => outbox.start());
    if (settings.retention.start) app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', async () => {
      await outbox?.stop();
      await retention.stop();
    });
  },
  async registerOffice(app, { db, outbox }) {
    await app.register(inquiryOfficeRoutes({ db, outbox: outbox ?? undefined }));
  },
};

/** Far above any form (the longest is two 4,000-character texts) and far below anything abusive. */
export const INQUIRY_BODY_LIMIT = 16 * 1024;

export interface InquiryRouteOptions {
  db: Db;
  limits: InquiryOptions;
  /** Present when e-mail is on: stored inquiries get an outbox row, and the worker is woken. */
  outbox: Outbox | undefined;
}

export const inquiryRoutes =
  ({ db, limits, outbox }: InquiryRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // Only JSON: a form or text post (what another site's <form> can send without asking) is a 415.
    app.removeContentTypeParser('text/plain');

    app.post(
      '/api/inquiries/',
      {
        bodyLimit: INQUIRY_BODY_LIMIT,
        config: { sameOrigin: true },
        preValidation: formLimit(app, limits, requestTooManyMessage),
        schema: {
          tags: ['inquiries'],
          summary: 'Send an inquiry from any of the site’s forms',
          description:
            'One body for every form, by `kind`. 201 with the id when stored (also when it looks automated: then it is stored as suspected spam and not e-mailed). Bad fields: 400 with a translation key per field. Unknown unit or compound: 404. Cross-site: 403. Over 16 KB: 413. Over the per-client limit: 429 with Retry-After.',
          body: inquiryRequestSchema,
          response: {
            201: z.object({ id: z.string() }),
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        // Suspected spam is stored and answered like any inquiry: a program learns nothing, and a person
        // who tripped a check (a browser that fills forms in, a quick Send) has not lost the lead.
        const spam = automationSignal(request.body);
        const stored = await createInquiry(db, request.body, { mail: outbox !== undefined, spam });
        if (spam) {
          request.log.info({ inquiry: stored.id, kind: request.body.kind, spam }, 'inquiry stored as suspected spam');
        } else {
          request.log.info({ inquiry: stored.id, kind: request.body.kind }, 'inquiry stored');
          outbox?.wake();
        }
        return reply.status(201).send(stored);
      },
    );
  };
