import { useFormatter, useTranslations } from 'next-intl';
import { type AlertAddress, FORM_LIMITS, OFFICE_TIME_ZONE, savedQueryParts } from '@app/shared';
import { Button } from '@/components/ui/button';
import { Card, cardClass } from '@/components/ui/card';
import { BAR_FIELD, CONTROL, Field } from '@/components/ui/field';
import { Table, TableBody, TableHead, Td, Th } from '@/components/ui/table';
import { useQuerySummary } from './demand-view';
import { EraseSubscriber } from './erase-subscriber';

/**
 * Finding an alert subscriber by their exact address (admins only), to erase it on request: a plain GET
 * form (the address is kept out of the site's log), then the address's searches and the erase button.
 * `found` is undefined before a search, empty when no one subscribed with it.
 */
export function AddressFinder({ email, found }: { email: string; found: AlertAddress[] | undefined }) {
  const t = useTranslations('admin.demand.find');
  const format = useFormatter();
  const describe = useQuerySummary();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: OFFICE_TIME_ZONE });
  return (
    <section aria-labelledby="find-subscriber" className="grid gap-3">
      <h2 id="find-subscriber" className="text-lg font-semibold text-sea-900">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-600">{t('hint')}</p>
      <form
        method="get"
        action="/admin/demand"
        role="search"
        aria-label={t('title')}
        className={cardClass({ padding: 'sm', className: 'flex flex-wrap items-end gap-4' })}
      >
        <Field label={t('label')} className={`${BAR_FIELD} min-w-64 flex-1`}>
          {(control) => (
            <input
              type="email"
              name="email"
              required
              defaultValue={email}
              maxLength={FORM_LIMITS.email}
              autoComplete="off"
              className={CONTROL.bar}
              {...control}
            />
          )}
        </Field>
        <Button type="submit" size="bar">
          {t('submit')}
        </Button>
      </form>
      {found?.length === 0 && <p className="text-sm text-slate-700">{t('none')}</p>}
      {found?.map((address) => (
        <Card key={address.id} as="article" className="grid gap-3" data-testid="found-address">
          <p className="font-semibold text-sea-900">
            <bdi>{address.email}</bdi>
          </p>
          <p className="text-sm text-slate-700">
            {t('since', { date: date(address.created_at) })} ·{' '}
            {t('records', { consents: address.consents, mails: address.unsent_mails })}
          </p>
          <Table className="text-sm" caption={t('caption')} frame={false}>
            <TableHead>
              <Th>{t('kind')}</Th>
              <Th>{t('query')}</Th>
              <Th>{t('frequency')}</Th>
              <Th>{t('status')}</Th>
              <Th>{t('confirmed')}</Th>
            </TableHead>
            <TableBody>
              {address.searches.map((search) => (
                <tr key={search.id}>
                  <Td>{t(`kinds.${search.kind}`)}</Td>
                  <Td>
                    {search.kind === 'shortlist'
                      ? t('shortlist', { count: search.unit_ids.length })
                      : describe(savedQueryParts(search.query))}
                  </Td>
                  <Td>{t(`frequencies.${search.frequency}`)}</Td>
                  <Td>{t(`statuses.${search.status}`)}</Td>
                  <Td>{search.confirmed_at ? date(search.confirmed_at) : t('notConfirmed')}</Td>
                </tr>
              ))}
            </TableBody>
          </Table>
          <EraseSubscriber id={address.id} />
        </Card>
      ))}
    </section>
  );
}
