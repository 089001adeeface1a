import {
  type ApiError,
  type CompoundAdmin,
  type DeveloperAdmin,
  EDIT_CONFLICT,
  type UnitAdmin,
  compoundAdminSchema,
  developerAdminSchema,
  unitAdminSchema,
} from '@app/shared';
import { ApiRequestError, type Parser, browserApi } from '@/lib/http/browser';
import { outcomeOf } from '@/lib/http/outcomes';

/** The catalogue forms' calls from the browser, through the site's proxy /api/admin/... */

export type CatalogueEntity = 'developers' | 'compounds' | 'units';
type RecordOf = { developers: DeveloperAdmin; compounds: CompoundAdmin; units: UnitAdmin };
const SCHEMAS: { [E in CatalogueEntity]: Parser<RecordOf[E]> } = {
  developers: developerAdminSchema,
  compounds: compoundAdminSchema,
  units: unitAdminSchema,
};

type Failure =
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'tooMany'
  | 'failed'
  /** The API named what it refused, field by field (400, or 409 for a slug or reference taken). */
  | 'fields';

export type SaveResult<T> =
  | { result: 'ok'; record: T }
  | { result: 'conflict'; changedBy: string; changedAt: string }
  | { result: 'fields'; fields: Record<string, string> }
  | { result: Exclude<Failure, 'fields'>; message?: string };

/** The outcomes the forms tell apart besides a conflict and field errors (lib/http/outcomes.ts). */
const HANDLED = ['unauthorized', 'forbidden', 'notFound', 'tooMany'] as const;

/** What a failed call means for the form. */
export function failureOf(error: unknown): SaveResult<never> {
  if (!(error instanceof ApiRequestError) || error.status === null) return { result: 'failed' };
  const body: ApiError | null = error.body;
  if (error.status === 409 && body?.error === EDIT_CONFLICT) {
    return { result: 'conflict', changedBy: body.fields?.changedBy ?? '', changedAt: body.fields?.changedAt ?? '' };
  }
  if ((error.status === 400 || error.status === 409) && body?.fields && Object.keys(body.fields).length > 0) {
    return { result: 'fields', fields: body.fields };
  }
  const result = outcomeOf(error, HANDLED);
  return body?.message ? { result, message: body.message } : { result };
}

const withSession = { credentials: 'same-origin' } as const;

/** Creates a record (POST) or saves one over its `version` (PATCH): the answer is the record as stored. */
export async function saveRecord<E extends CatalogueEntity>(
  entity: E,
  id: number | null,
  values: object,
): Promise<SaveResult<RecordOf[E]>> {
  try {
    const record = await browserApi.call(
      id === null ? `/api/admin/${entity}/` : `/api/admin/${entity}/${id}/`,
      SCHEMAS[entity],
      {
        method: id === null ? 'POST' : 'PATCH',
        json: values,
        init: withSession,
      },
    );
    return { result: 'ok', record };
  } catch (error) {
    return failureOf(error);
  }
}

/** The record as stored now (for "Reload their version" after a conflict). */
export async function readRecord<E extends CatalogueEntity>(entity: E, id: number): Promise<RecordOf[E] | null> {
  try {
    return await browserApi.call(`/api/admin/${entity}/${id}/`, SCHEMAS[entity], { init: withSession });
  } catch {
    // The browser has no log: the form says the record could not be read.
    return null;
  }
}

export type DeleteResult =
  | { result: 'deleted' | 'archived' }
  /** The API refused (409): something still depends on the record. */
  | { result: 'inUse'; message: string }
  | { result: Exclude<Failure, 'fields'> };

/**
 * Deletes a record. A unit with inquiries is archived instead: the API answers the archived unit (200
 * with its archivedAt) rather than 204.
 */
export async function deleteRecord(entity: CatalogueEntity, id: number): Promise<DeleteResult> {
  try {
    const answer = await browserApi.request<unknown>(`/api/admin/${entity}/${id}/`, {
      method: 'DELETE',
      schema: { parse: (body) => body },
      init: withSession,
    });
    const archived =
      answer.ok &&
      typeof answer.data === 'object' &&
      answer.data !== null &&
      (('archivedAt' in answer.data && Boolean(answer.data.archivedAt)) ||
        ('archived' in answer.data && answer.data.archived === true));
    return { result: archived ? 'archived' : 'deleted' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      return { result: 'inUse', message: error.body?.error ?? '' };
    }
    const failure = failureOf(error);
    return {
      result:
        failure.result === 'conflict' || failure.result === 'fields' || failure.result === 'ok'
          ? 'failed'
          : failure.result,
    };
  }
}
