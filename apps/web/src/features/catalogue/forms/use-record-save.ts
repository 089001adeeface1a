'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type UseFormReset,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { type CatalogueEntity, readRecord, saveRecord } from './record-calls';
import { type Problem, showServerErrors } from './form-kit';

type Stored = { id: number; version: number };

/**
 * Saving a catalogue form: a new record is created and its edit page opened; an edit is saved over the
 * version it was read at. When someone saved in between, the form keeps what the user typed and says
 * who and when; "Reload their version" discards the user's edits for the stored record.
 */
export function useRecordSave<T extends FieldValues, R extends Stored>({
  entity,
  record,
  toValues,
  reset,
  setError,
}: {
  entity: CatalogueEntity;
  record: R | null;
  toValues: (record: R) => T;
  reset: UseFormReset<T>;
  setError: UseFormSetError<T>;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [version, setVersion] = useState(record?.version ?? null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saved, setSaved] = useState(false);
  const id = record?.id ?? null;

  const submit = async (values: object) => {
    setProblem(null);
    setSaved(false);
    const answer = await saveRecord(entity, id, id === null ? values : { ...values, version });
    switch (answer.result) {
      case 'ok': {
        const stored = answer.record as unknown as R;
        if (id === null) {
          router.push(`/admin/catalogue/${entity}/${stored.id}`);
          return;
        }
        setVersion(stored.version);
        reset(toValues(stored));
        setSaved(true);
        router.refresh();
        return;
      }
      case 'conflict':
        setProblem({ kind: 'conflict', changedBy: answer.changedBy, changedAt: answer.changedAt });
        return;
      case 'fields':
        showServerErrors(setError, answer.fields);
        setProblem({ kind: 'message', key: 'fields' });
        return;
      case 'unauthorized':
        router.replace(`/admin/sign-in?next=${encodeURIComponent(pathname)}`);
        return;
      default:
        setProblem({ kind: 'message', key: answer.result });
    }
  };

  /** Replaces the form with the stored record (the user chose to drop their edits). */
  const reload = async () => {
    if (id === null) return;
    const stored = (await readRecord(entity, id)) as unknown as R | null;
    if (!stored) {
      setProblem({ kind: 'message', key: 'reloadFailed' });
      return;
    }
    setVersion(stored.version);
    reset(toValues(stored));
    setProblem(null);
    router.refresh();
  };

  return { submit, reload, problem, saved };
}

/**
 * A catalogue form: react-hook-form checked by the record's input schema, filled from the record being
 * edited (or `defaults` for a new one), and saved by useRecordSave.
 */
export function useRecordForm<S extends z.ZodType<unknown, FieldValues>, R extends Stored>({
  schema,
  entity,
  record,
  toValues,
  defaults,
}: {
  schema: S;
  entity: CatalogueEntity;
  record: R | null;
  toValues: (record: R) => z.input<S>;
  defaults: DefaultValues<z.input<S>>;
}) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: record ? (toValues(record) as DefaultValues<z.input<S>>) : defaults,
  });
  const save = useRecordSave({ entity, record, toValues, reset: form.reset, setError: form.setError });
  return { form, save };
}
