import { getFormatter, getTranslations } from 'next-intl/server';
import { type BackupRun, type BackupStatus, OFFICE_TIME_ZONE } from '@app/shared';

const cell = 'px-4 py-3 text-start';

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
      <section className="grid max-w-3xl gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
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
      </section>
      <section aria-labelledby="backup-runs" className="grid gap-3">
        <h2 id="backup-runs" className="text-lg font-semibold text-sea-900">
          {t('runs')}
        </h2>
        {runs.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noRuns')}</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-start text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th className={cell}>{t('started')}</th>
                  <th className={cell}>{t('status')}</th>
                  <th className={cell}>{t('file')}</th>
                  <th className={cell}>{t('size')}</th>
                  <th className={cell}>{t('server')}</th>
                  <th className={cell}>{t('error')}</th>
                </tr>
              </thead>
              <tbody>
                {runs.map((run) => (
                  <tr key={run.id} className="border-t border-slate-100">
                    <td className={`${cell} text-slate-700`}>{when(run.startedAt)}</td>
                    <td
                      className={`${cell} font-medium ${run.status === 'failed' ? 'text-red-700' : 'text-slate-900'}`}
                    >
                      {t(`statuses.${run.status}`)}
                    </td>
                    <td className={`${cell} text-slate-700`}>{run.file}</td>
                    <td className={`${cell} text-slate-700`}>{size(run.bytes)}</td>
                    <td className={`${cell} text-slate-700`}>{run.replica}</td>
                    <td className={`${cell} break-words text-slate-700`}>{run.error ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
