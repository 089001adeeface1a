import { getFormatter, getTranslations } from 'next-intl/server';
import { type BackupRun, type BackupStatus, OFFICE_TIME_ZONE } from '@app/shared';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableHead, Td, Th } from '@/components/ui/table';

/**
 * The scheduled backups for admins: the schedule of this server, the last good backup, a failure since
 * (in red, with its error), and the newest runs of every replica.
 */
export async function BackupStatusView({ status }: { status: BackupStatus }) {
  const t = await getTranslations('admin.backups');
  const format = await getFormatter();
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: OFFICE_TIME_ZONE });
  const size = (bytes: number | null) =>
    bytes === null
      ? ''
      : format.number(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const { schedule, lastGood, lastFailure, runs } = status;
  const good = (run: BackupRun) => t('goodLine', { when: when(run.startedAt), file: run.file, size: size(run.bytes) });

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-sea-900">{t('title')}</h1>
      <Card as="section" className="grid max-w-3xl gap-3">
        <p className="text-sm text-slate-700">
          {schedule ? t('schedule', { hours: schedule.everyHours, keep: schedule.keep }) : t('off')}
        </p>
        <h2 className="text-lg font-semibold text-sea-900">{t('lastGood')}</h2>
        <p className="text-sm font-medium text-slate-900" data-testid="last-good-backup">
          {lastGood ? good(lastGood) : t('none')}
        </p>
        {lastFailure && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p className="font-semibold">{t('failedTitle')}</p>
            <p className="break-words">
              {t('failedLine', { when: when(lastFailure.startedAt), error: lastFailure.error ?? '' })}
            </p>
          </div>
        )}
        <p className="text-sm text-slate-600">{t('restoreHint')}</p>
      </Card>
      <section aria-labelledby="backup-runs" className="grid gap-3">
        <h2 id="backup-runs" className="text-lg font-semibold text-sea-900">
          {t('runs')}
        </h2>
        {runs.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noRuns')}</p>
        ) : (
          <Table className="text-sm">
            <TableHead>
              <Th>{t('started')}</Th>
              <Th>{t('status')}</Th>
              <Th>{t('file')}</Th>
              <Th>{t('size')}</Th>
              <Th>{t('server')}</Th>
              <Th>{t('error')}</Th>
            </TableHead>
            <TableBody>
              {runs.map((run) => (
                <tr key={run.id}>
                  <Td align="middle" className="text-slate-700">
                    {when(run.startedAt)}
                  </Td>
                  <Td
                    align="middle"
                    className={`font-medium ${run.status === 'failed' ? 'text-red-700' : 'text-slate-900'}`}
                  >
                    {t(`statuses.${run.status}`)}
                  </Td>
                  <Td align="middle" className="text-slate-700">
                    {run.file}
                  </Td>
                  <Td align="middle" className="text-slate-700">
                    {size(run.bytes)}
                  </Td>
                  <Td align="middle" className="text-slate-700">
                    {run.replica}
                  </Td>
                  <Td align="middle" className="break-words text-slate-700">
                    {run.error ?? ''}
                  </Td>
                </tr>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </div>
  );
}
