import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_TAGS } from '@app/shared';

/** Reads cache tags (CACHE_TAGS) for a write: from its request before it runs, or with its answer after. */
export type PagesReader = (request: FastifyRequest, answer: unknown) => Promise<readonly string[]>;

/**
 * What a write changes of what the public sees, declared in its route's config (`invalidates`) and applied
 * by this plugin once the write has answered 2xx, before the answer leaves:
 *
 * - `pages: { before, after }`: the pages that show the changed records, by their cache tags: those read
 *   before the write (where a record was: its old compound, a unit about to be deleted) and those read
 *   with its answer (where it is now: a new unit's page and its compound's). The union is dropped.
 * - `pages: 'catalogue'`: any catalogue page may show it (an import of many units): every page carrying
 *   the tag `catalogue` is dropped.
 * - `pages: 'none'`: no public page or answer shows the change (a new developer, one no compound names),
 *   so the site is told nothing; the API's cached answers are dropped all the same, here and on its peers.
 *
 * Dropping means, in that order (app.invalidateResponseCache, plugins/response-cache.ts): this process's
 * cached answers; the other API processes' (a PostgreSQL NOTIFY, plugins/catalogue-peers.ts); the tags'
 * times in `cache_tag_changes` and the site's revalidation call (modules/cache-tags). `wrote` says whether
 * a 2xx answer wrote anything (an import's dry run does not).
 */
export interface Invalidation {
  pages: 'catalogue' | 'none' | { before?: PagesReader; after?: PagesReader };
  wrote?: (request: FastifyRequest, answer: unknown) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a successful write changes on the public site (plugins/cache-invalidation.ts). */
    invalidates?: Invalidation;
  }
}

/** The pages read before the write, and the answer's object before it was serialized, per request. */
const pagesBefore = new WeakMap<FastifyRequest, readonly string[]>();
const answers = new WeakMap<FastifyRequest, unknown>();

const listOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Gives every route that declares `invalidates` the hooks that apply it (routes that do not, the public
 * reads, run no hook of it). Register it before the routes.
 */
export const cacheInvalidationPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const invalidates = route.config?.invalidates;
    if (!invalidates) return;
    const { pages } = invalidates;
    if (typeof pages === 'object' && pages.before) {
      const before = pages.before;
      route.preHandler = [
        ...listOf(route.preHandler),
        async (request: FastifyRequest) => {
          pagesBefore.set(request, await before(request, undefined));
        },
      ];
    }
    route.preSerialization = [
      ...listOf(route.preSerialization),
      async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        answers.set(request, payload);
        return payload;
      },
    ];
    const apply: onSendHookHandler = async (request, reply, payload) => {
      if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      const answer = answers.get(request);
      if (invalidates.wrote && !invalidates.wrote(request, answer)) return payload;
      if (pages === 'catalogue') app.invalidateResponseCache([CACHE_TAGS.catalogue]);
      else if (pages === 'none') app.invalidateResponseCache([]);
      else {
        const after = pages.after ? await pages.after(request, answer) : [];
        app.invalidateResponseCache([...new Set([...(pagesBefore.get(request) ?? []), ...after])]);
      }
      return payload;
    };
    route.onSend = [...listOf(route.onSend), apply];
  });
});
