'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import type { ImportResult, ImportRow } from '@app/shared';
import { Button } from '@/components/ui/button';
import { SoftBadge, type SoftTone } from '@/components/ui/badge';
import { cardClass } from '@/components/ui/card';
import { Table, TableBody, TableHead, Td, Th } from '@/components/ui/table';
import { type ListCallProblem, sendUnitImport } from './list-calls';

type Phase = 'idle' | 'checking' | 'importing';

/** Import stays disabled until the file has been checked: the pointer says so. */
const WAITS = 'disabled:cursor-not-allowed';

/**
 * The units' CSV import: the chosen file is checked first (a dry run, row by row), and Import, which
 * sends the same file for real, is enabled only when the whole file is valid. Choosing another file
 * starts over.
 */
export function ImportForm() {
  const t = useTranslations('catalogueLists.import');
  const router = useRouter();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const outcome = useRef<HTMLDivElement>(null);

  const problemText = (p: Exclude<ListCallProblem, 'unauthorized'>) =>
    t(`errors.${p === 'invalid' || p === 'unsupported' || p === 'notFound' ? 'refused' : p}`);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setChecked(null);
    setDone(null);
    setProblem(null);
  };

  const send = async (dryRun: boolean) => {
    if (!file) {
      setProblem(t('chooseFirst'));
      return;
    }
    setPhase(dryRun ? 'checking' : 'importing');
    setProblem(null);
    setDone(null);
    const answer = await sendUnitImport(file, dryRun);
    setPhase('idle');
    if (!answer.ok) {
      if (answer.problem === 'unauthorized') {
        router.replace(`/admin/sign-in?next=${encodeURIComponent('/admin/catalogue/units/import')}`);
        return;
      }
      setProblem(problemText(answer.problem));
    } else if (!dryRun && answer.result.valid && !answer.result.dryRun) {
      setDone(answer.result);
      setChecked(null);
    } else {
      setChecked(answer.result);
    }
    // The outcome is announced; the focus goes to it so that keyboard users read on from there.
    requestAnimationFrame(() => outcome.current?.focus());
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  const canImport = phase === 'idle' && checked !== null && checked.valid && checked.dryRun && file !== null;

  return (
    <div className="grid gap-6">
      <form onSubmit={check} className={cardClass({ className: 'grid max-w-2xl gap-4' })}>
        <div>
          <label htmlFor={fileId} className="text-sm font-medium text-slate-700">
            {t('file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            className="mt-1 block w-full text-sm file:me-4 file:rounded-full file:border-0 file:bg-sea-50 file:px-4 file:py-2 file:font-semibold file:text-sea-900"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={phase !== 'idle'} variant="neutral" size="bar" className={WAITS}>
            {phase === 'checking' ? t('checking') : t('check')}
          </Button>
          <Button disabled={!canImport} onClick={() => void send(false)} size="bar" className={WAITS}>
            {phase === 'importing' ? t('importing') : t('import')}
          </Button>
        </div>
      </form>

      <div ref={outcome} tabIndex={-1} className="grid gap-4 outline-none">
        <div role="alert">
          {problem && (
            <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{problem}</p>
          )}
        </div>
        <div role="status">
          {done && (
            <p
              className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
              data-testid="import-done"
            >
              {t('done', { created: done.created, updated: done.updated, unchanged: done.unchanged })}
            </p>
          )}
          {checked && (
            <div
              className={`rounded-lg border px-4 py-3 text-sm ${
                checked.valid
                  ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
                  : 'border-red-200 bg-red-50 text-red-800'
              }`}
              data-testid="import-summary"
            >
              <p>
                {t('summary', {
                  created: checked.created,
                  updated: checked.updated,
                  unchanged: checked.unchanged,
                  errorRows: checked.errorRows,
                })}
              </p>
              <p className="mt-1 font-semibold">
                {checked.valid ? t('valid') : t('invalid', { count: checked.errorRows })}
              </p>
            </div>
          )}
        </div>
      </div>
      {checked && <ImportRows rows={checked.rows} />}
    </div>
  );
}

const ORDER: Record<ImportRow['action'], number> = { error: 0, create: 1, update: 2, unchanged: 3 };
const TONES: Record<ImportRow['action'], SoftTone> = {
  error: 'red',
  create: 'emerald',
  update: 'sea',
  unchanged: 'slate',
};

/** Every row of the checked file, those with errors first, then by line. */
function ImportRows({ rows }: { rows: ImportRow[] }) {
  const t = useTranslations('catalogueLists.import');
  const sorted = [...rows].sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.row - b.row);
  const message = (text: string) => (t.has(`errorCodes.${text}`) ? t(`errorCodes.${text}`) : text);
  return (
    <Table caption={t('rowsCaption')} className="text-sm" data-testid="import-rows">
      <TableHead>
        <Th density="dense">{t('row')}</Th>
        <Th density="dense">{t('reference')}</Th>
        <Th density="dense">{t('result')}</Th>
        <Th density="dense">{t('details')}</Th>
      </TableHead>
      <TableBody>
        {sorted.map((row) => (
          <tr key={row.row} data-testid={`import-row-${row.row}`} data-action={row.action}>
            <th scope="row" className="px-3 py-2 text-start font-mono text-xs font-normal tabular-nums">
              {row.row}
            </th>
            <Td density="dense" className="font-mono text-xs">
              <bdi>{row.reference ?? ''}</bdi>
            </Td>
            <Td density="dense">
              <SoftBadge tone={TONES[row.action]}>{t(`actions.${row.action}`)}</SoftBadge>
            </Td>
            <Td density="dense" className="text-slate-700">
              {row.action === 'error' ? (
                <ul>
                  {row.errors.map((error, i) => (
                    <li key={i}>{t('errorIn', { column: error.column, message: message(error.message) })}</li>
                  ))}
                </ul>
              ) : row.changed.length > 0 && row.action !== 'unchanged' ? (
                <bdi className="text-xs">{t('changedColumns', { columns: row.changed.join(', ') })}</bdi>
              ) : null}
            </Td>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
