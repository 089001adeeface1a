import { z } from 'zod';
import { type Compound, type Lang, compoundCodec } from '@app/shared';
import { NO_SUCH_COMPOUND, compoundPath } from '@/lib/public-api-paths';
import { ApiRequestError, browserApi } from '@/lib/http/browser';

/** The spec's answer `{ project }`, its compound decoded to code's camelCase. */
const compoundAnswerSchema = z.object({ project: compoundCodec.nullable().optional() });

export function compoundQueryKey(id: string, lang: Lang) {
  return ['compound', lang, id] as const;
}

/**
 * The project view's call (spec section 7), same origin: the site forwards /resale-projects/* to the API.
 * Resolves to the compound in the `project` field, or null when it does not exist (404, 400, or no project in
 * the answer); any other failure rejects with an ApiRequestError.
 */
export async function fetchCompound(id: string, lang: Lang, signal?: AbortSignal): Promise<Compound | null> {
  const answer = await browserApi.find(
    compoundPath(id, lang),
    compoundAnswerSchema,
    NO_SUCH_COMPOUND,
    signal ? { signal } : {},
  );
  return answer?.project ?? null;
}

/**
 * What the project view says about a failure (spec section 7): 'fetch' ("Failed to fetch project")
 * when the API answered not ok, 'load' ("Failed to load project") when the call or its body failed.
 */
export function compoundFailure(error: unknown): 'fetch' | 'load' {
  return error instanceof ApiRequestError && error.kind === 'status' ? 'fetch' : 'load';
}
