import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiError, COAST_BOUNDS, apiErrorSchema } from '@app/shared';
import { AppError, ServiceBusyError, TooManyRequestsError } from '../errors.js';
import { type ResponseMode, serializerCompilers } from './response-serializers.js';

const REASONS: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
};

/**
 * The shared form schemas report translation keys (the site shows them in the visitor's language);
 * `fields` keeps the keys, the `message` reads them out in English for anyone else calling the API.
 */
const KEY_TEXT: Record<string, string> = {
  required: 'is required',
  email: 'must be a valid e-mail address',
  phone: 'must be a valid phone number',
  tooLong: 'is too long',
  tooShort: 'is too short',
  sameAsCurrent: 'must differ from the current password',
  invalid: 'is invalid',
  date: 'must be a real date (YYYY-MM-DD)',
  futureDate: 'must be after today',
  tooFar: 'must be within the next year',
  people: 'must be a number from 1 to 20',
  outsideCoast: `must lie on the coast the site sells on (latitude ${COAST_BOUNDS.south} to ${COAST_BOUNDS.north}, longitude ${COAST_BOUNDS.west} to ${COAST_BOUNDS.east})`,
  tooMany: 'has too many entries',
  exceedsPrice: 'is too large: the down payment and the amount paid together must not exceed the price',
  kind: 'must be one of the inquiry kinds (contact, sell-with-us, unit, compound, site-visit)',
};

function fieldMessage(key: string, message: string): string {
  const text = KEY_TEXT[message];
  if (text) return key === '_' ? `the body ${text}` : `${key} ${text}`;
  return key === '_' || message.startsWith(key) ? message : `${key}: ${message}`;
}

/**
 * One place that turns every failure into a JSON body; nothing internal reaches a client. Every error
 * body is written through the ApiError schema: the route's own when it declares one for the status,
 * otherwise (a 429 or 503 of any route, the unknown-route 404) the shared one compiled here.
 */
export const errorsPlugin = fp<{ responses: ResponseMode }>(async (app: FastifyInstance, { responses }) => {
  const serializeError = serializerCompilers[responses]({
    schema: apiErrorSchema,
    method: 'any',
    url: 'error answer',
    httpStatus: 'error',
  });
  // A reply serializer of its own leaves the content type to us (Fastify sets JSON only for its own).
  const asApiError = (reply: FastifyReply, status: number) =>
    reply.getSerializationFunction(String(status))
      ? reply.status(status)
      : reply.status(status).type('application/json; charset=utf-8').serializer(serializeError);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= v.message ?? 'is invalid';
      }
      const message = Object.entries(fields)
        .map(([k, m]) => fieldMessage(k, m))
        .join('; ');
      const body: ApiError = { error: 'bad_request', message, fields };
      return asApiError(reply, 400).send(body);
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError || error instanceof ServiceBusyError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      const body: ApiError = { error: error.code, message: error.message };
      if ('fields' in error && error.fields) body.fields = error.fields as Record<string, string>;
      return asApiError(reply, error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ApiError = { error: REASONS[status] ?? 'bad_request', message: error.message };
      return asApiError(reply, status).send(body);
    }
    // 503 is the API protecting itself (under pressure, a route over its time limit, shutting down): no stack needed.
    if (status === 503) request.log.warn({ code: error.code }, error.message);
    else request.log.error({ err: error }, 'request failed');
    const body: ApiError = {
      error: status === 503 ? 'unavailable' : 'internal_error',
      message: status === 503 ? 'The service is unavailable, try again shortly' : 'Something went wrong on our side',
    };
    return asApiError(reply, status >= 500 && status < 600 ? status : 500).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = {
      error: 'not_found',
      message: `No route for ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`,
    };
    return asApiError(reply, 404).send(body);
  });
});
