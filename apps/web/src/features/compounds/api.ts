import { z } from 'zod';
import { type Lang, type Compound, compoundSchema } from '@app/shared';

/** Why the browser could not show a project: the API answered not ok, or the call itself failed. */
export class ProjectLoadError extends Error {
  constructor(readonly reason: 'fetch' | 'load') {
    super(reason === 'fetch' ? 'Failed to fetch project' : 'Failed to load project');
    this.name = 'ProjectLoadError';
  }
}

const projectAnswerSchema = z.object({ project: compoundSchema.nullable().optional() });

export function projectQueryKey(id: string, lang: Lang) {
  return ['project', lang, id] as const;
}

/**
 * The project view's call (spec section 7), same origin: the site forwards /resale-projects/* to the API.
 * Resolves to the `project` field, or null when the project does not exist (404, or no project in the
 * answer). Throws 'fetch' when the API answers not ok, 'load' when the call or its body fails.
 */
export async function fetchProject(id: string, lang: Lang, signal?: AbortSignal): Promise<Compound | null> {
  let response: Response;
  try {
    response = await fetch(`/resale-projects/api/project/${encodeURIComponent(id)}/?lang=${lang}`, {
      headers: { accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ProjectLoadError('load');
  }
  // 400: the id is not an id or a slug at all, so no such project exists either.
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new ProjectLoadError('fetch');
  try {
    return projectAnswerSchema.parse(await response.json()).project ?? null;
  } catch {
    throw new ProjectLoadError('load');
  }
}
