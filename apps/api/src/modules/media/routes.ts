import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  MEDIA_UPLOAD_TIMEOUT_MS,
  apiErrorSchema,
  mediaUploadSchema,
} from '@app/shared';
import { AppError, BadInputError, UnsupportedMediaTypeError } from '../../errors.js';
import type { ApiModule } from '../module.js';
import { catalogueEditors } from '../staff/roles.js';
import type { MediaService } from './service.js';
import { MEDIA_URL_PREFIX } from './service.js';
import { OrphanSweepJob } from './sweep.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded photos and videos (modules/media). */
    media: MediaService;
  }
}

/**
 * Uploaded photos and videos: stored by the back office's uploads, served to everyone, and swept daily of
 * files nothing refers to (`sweep`: off in tests).
 */
export const mediaModule: ApiModule = {
  name: 'media',
  async register(app, { db, media, settings }) {
    app.decorate('media', media);
    await app.register(mediaFileRoutes(media));
    const sweep = new OrphanSweepJob(db, media.storage, app.log);
    if (settings.media.sweep) app.addHook('onReady', async () => sweep.start());
    app.addHook('onClose', async () => sweep.stop());
  },
  async registerOffice(app) {
    await app.register(mediaUploadRoutes);
  },
};

/** A failure of the client's stream (cut off, malformed multipart) is the client's: 400, or its own 4xx. */
async function* fromClient(stream: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* stream;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status >= 400 && status < 500)) throw error;
    throw new BadInputError(`The upload could not be read: ${(error as Error).message}`.slice(0, 300));
  }
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * POST /api/admin/media/, in the back office (modules/staff/back-office.ts): the session check and the
 * same-origin check apply. Only this plugin parses multipart bodies.
 */
export const mediaUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      files: 1,
      fields: 10,
      parts: 20,
      fieldSize: 1000,
      headerPairs: 50,
      // The service counts the bytes and stops at the photo or video limit; this is the backstop.
      fileSize: Math.max(MAX_IMAGE_BYTES, MAX_VIDEO_BYTES) + 1,
    },
  });

  // An upload refused before its end (413, 415): the connection is closed after the answer rather than
  // left to read the rest of the file.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });

  app.post(
    '/api/admin/media/',
    {
      // The file streams in while the route runs: a tour video over a slow line takes minutes, not the
      // REQUEST_TIMEOUT_MS and HANDLER_TIMEOUT_MS of every other call (plugins/request-timeout.ts).
      config: { sameOrigin: true, longUpload: true, ...catalogueEditors },
      handlerTimeout: MEDIA_UPLOAD_TIMEOUT_MS,
      schema: {
        tags: ['admin'],
        summary: 'Upload one photo or tour video (multipart/form-data, the first file part)',
        description:
          'Photos (JPEG, PNG, WebP, AVIF; at most 25 MB) are rotated by their EXIF orientation, stripped of all metadata, ' +
          'made at most 2560 px on the long side and stored as WebP under the hash of their content. ' +
          'Videos (MP4, WebM; at most 300 MB) are stored as they come. The type is read from the bytes: anything else is 415. ' +
          'A photo over 100 megapixels is 413. Photos are decoded within one pixel budget for the process: while it is in ' +
          'use they wait, and with 16 already waiting the answer is 503 with Retry-After.',
        consumes: ['multipart/form-data'],
        response: { 201: mediaUploadSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedMediaTypeError('Send the file as multipart/form-data.');
      let file;
      try {
        file = await request.file();
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new BadInputError(`The upload could not be read: ${(error as Error).message}`.slice(0, 300));
      }
      if (!file) throw new BadInputError('The request has no file part.', { file: 'required' });
      const stored = await app.media.upload(fromClient(file.file));
      request.log.info({ url: stored.url, type: stored.type, bytes: stored.bytes }, 'media stored');
      return reply.status(201).send(stored);
    },
  );
};

/**
 * GET /media/uploads/<key>: the stored files, public and immutable (a photo's name is its content's
 * hash, a video's a new UUID). The site's /media/uploads/ route passes these requests through.
 */
export const mediaFileRoutes =
  (media: MediaService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${MEDIA_URL_PREFIX}/*`,
      {
        schema: {
          tags: ['media'],
          summary: 'One uploaded photo or video',
          params: z.object({ '*': z.string() }),
          response: { 200: z.any(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const stored = await media.storage.get(request.params['*']);
        if (!stored) {
          return reply.status(404).send({ error: 'not_found', message: 'No such file.' });
        }
        return reply
          .header('content-type', stored.contentType)
          .header('content-length', String(stored.bytes))
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(stored.body);
      },
    );
  };
