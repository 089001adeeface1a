import { getFormatter, getTranslations } from 'next-intl/server';
import { type AuditEntity, OFFICE_TIME_ZONE } from '@app/shared';
import { auditOf } from './record-reads';
import { shorten, valueText } from './values';
import { Card } from '@/components/ui/card';

/** A record's history: who changed what and when, each field before and after, newest first. */
export async function RecordHistory({ entity, id, from }: { entity: AuditEntity; id: number; from: string }) {
  const entries = await auditOf(entity, id, from);
  const t = await getTranslations('catalogueForms.history');
  const fields = await getTranslations('catalogueForms.fields');
  const format = await getFormatter();
  const shown = (value: unknown) => shorten(valueText(value)) || t('none');
  return (
    <Card as="section" aria-labelledby="history">
      <h2 id="history" className="text-lg font-semibold text-sea-900">
        {t('title')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <ol className="mt-4 grid gap-4" data-testid="history">
          {entries.map((entry) => (
            <li key={entry.id} className="border-t border-slate-100 pt-3 first:border-0 first:pt-0">
              <p className="text-sm font-medium text-slate-900">
                {t(`actions.${entry.action}`, {
                  name: entry.userName,
                  time: format.dateTime(new Date(entry.createdAt), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: OFFICE_TIME_ZONE,
                  }),
                })}
              </p>
              <dl className="mt-2 grid gap-1 text-sm">
                {Object.entries(entry.changes).map(([field, change]) => (
                  <div key={field} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-3">
                    <dt className="text-slate-600">{fields.has(field) ? fields(field) : field}</dt>
                    <dd className="min-w-0 break-words text-slate-900">
                      <span className="text-slate-500 line-through decoration-slate-300">{shown(change.before)}</span>
                      {' → '}
                      <span>{shown(change.after)}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
