import Link from 'next/link';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { fieldText, orderedFields } from '../format';
import { type InquiryDetail, OFFICE_TIME_ZONE, SPAM_RETENTION_DAYS, isLang, slotInZone } from '@app/shared';
import { DeleteInquiry } from './delete-inquiry';
import { FollowUpForm } from './follow-up-form';
import { NotSpamButton } from './not-spam-button';
import { SentFromPage } from './sent-from-page';
import { StatusBadge } from './status-badge';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';

/** One part of the inquiry: a card with its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-sea-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** One inquiry: everything the visitor sent, where it came from, the e-mail to the agency, and the follow-up. */
export async function InquiryView({ inquiry }: { inquiry: InquiryDetail }) {
  const t = await getTranslations('admin.detail');
  const fields = await getTranslations('admin.fields');
  const kinds = await getTranslations('admin.kinds');
  const visitTimes = await getTranslations('admin.visitTimes');
  const propertyTypes = await getTranslations('form.propertyTypes');
  const languages = await getTranslations('preferences.languages');
  const format = await getFormatter();
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: OFFICE_TIME_ZONE });
  const label = (key: string) => (fields.has(key) ? fields(key) : key);
  const value = (key: string, raw: unknown) => {
    const text = fieldText(raw);
    if (!text) return <span className="font-normal italic text-slate-500">{t('empty')}</span>;
    if (key === 'email')
      return (
        <a href={`mailto:${text}`} className="text-sea-700 hover:underline">
          {text}
        </a>
      );
    if (key === 'phone')
      return (
        <a href={`tel:${text.replace(/[^\d+]/g, '')}`} className="text-sea-700 hover:underline">
          {text}
        </a>
      );
    if (key === 'preferredTime' && visitTimes.has(text)) return visitTimes(text);
    if (key === 'propertyType' && propertyTypes.has(text)) return propertyTypes(text);
    if (key === 'preferredDate')
      return format.dateTime(new Date(`${text}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });
    return <span className="whitespace-pre-wrap font-normal">{text}</span>;
  };
  const delivery = inquiry.delivery;
  const locale = await getLocale();
  const call = inquiry.videoCall;
  const slot = (zone: string) =>
    call ? slotInZone(new Date(call.startsAt), new Date(call.endsAt), zone, locale === 'en' ? 'en-GB' : locale) : null;
  const officeSlot = slot(OFFICE_TIME_ZONE);
  const visitorSlot = call ? slot(call.timeZone) : null;

  return (
    <article>
      <Link href="/admin" className="text-sm font-semibold text-sea-700 hover:underline">
        ← {t('back')}
      </Link>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-sea-700">{kinds(inquiry.kind)}</p>
          <h1 className="mt-1 text-3xl font-bold text-sea-900">{inquiry.name}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('receivedOn', { time: when(inquiry.createdAt) })}</p>
        </div>
        <StatusBadge status={inquiry.status} />
      </header>

      {inquiry.status === 'spam' && (
        <section
          aria-labelledby="spam"
          className="mt-6 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-300"
          data-testid="spam-notice"
        >
          <h2 id="spam" className="text-lg font-semibold text-amber-950">
            {t('spamTitle')}
          </h2>
          {inquiry.spamReason && (
            <p className="mt-2 text-sm text-amber-950">{t(`spamReasons.${inquiry.spamReason}`)}</p>
          )}
          <p className="mt-2 text-sm text-amber-950">{t('spamText', { days: SPAM_RETENTION_DAYS })}</p>
          <div className="mt-4">
            <NotSpamButton id={inquiry.id} />
          </div>
        </section>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          {call && officeSlot && visitorSlot && (
            <Part id="video-call" title={t('videoCall')}>
              <p className="text-lg font-semibold text-slate-900" data-testid="video-call-office">
                {t('videoCallOffice', { ...officeSlot })}
              </p>
              <p className="mt-1 text-sm text-slate-600" data-testid="video-call-visitor">
                {t('videoCallVisitor', { ...visitorSlot, zone: call.timeZone })}
              </p>
            </Part>
          )}
          {inquiry.units.length > 0 && (
            <Part id="units" title={t('units', { count: inquiry.units.length })}>
              <ol className="divide-y divide-slate-100" data-testid="linked-units">
                {inquiry.units.map((unit) => (
                  <li
                    key={unit.id}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm"
                  >
                    <span className="min-w-0">
                      <Link
                        href={`/admin/catalogue/units/${unit.id}`}
                        className="font-medium text-sea-700 hover:underline"
                      >
                        {unit.title ?? t('unitGone', { id: unit.id })}
                      </Link>
                      <span className="ms-2 text-xs text-slate-500">
                        {unit.reference ? `${unit.reference} · #${unit.id}` : `#${unit.id}`}
                      </span>
                    </span>
                    <span className="flex items-baseline gap-3">
                      {unit.price !== null && (
                        <span className="font-semibold text-slate-900">
                          {format.number(unit.price, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}
                        </span>
                      )}
                      <Link
                        href={`/property/${unit.id}`}
                        className="text-xs font-semibold text-sea-700 hover:underline"
                        aria-label={`${t('publicPage')}: ${unit.title ?? `#${unit.id}`}`}
                      >
                        {t('publicPage')}
                      </Link>
                    </span>
                  </li>
                ))}
              </ol>
            </Part>
          )}
          <Part id="sent" title={t('sent')}>
            <dl className="divide-y divide-slate-100">
              {orderedFields(inquiry.data).map(([key, raw]) => (
                <Row key={key} label={label(key)}>
                  {value(key, raw)}
                </Row>
              ))}
            </dl>
          </Part>
          <Part id="context" title={t('context')}>
            <dl className="divide-y divide-slate-100">
              {inquiry.unitId !== null && (
                <Row label={t('unit')}>
                  <Link href={`/property/${inquiry.unitId}`} className="text-sea-700 hover:underline">
                    {inquiry.unitTitle ?? t('unitRef', { id: inquiry.unitId })}
                  </Link>
                </Row>
              )}
              {inquiry.compoundSlug !== null && (
                <Row label={t('compound')}>
                  <Link href={`/compounds/${inquiry.compoundSlug}`} className="text-sea-700 hover:underline">
                    {inquiry.compoundName ?? inquiry.compoundSlug}
                  </Link>
                </Row>
              )}
              <Row label={t('page')}>
                <SentFromPage page={inquiry.page} />
              </Row>
              <Row label={t('language')}>{isLang(inquiry.lang) ? languages(inquiry.lang) : inquiry.lang}</Row>
              <Row label={t('currency')}>{inquiry.currency}</Row>
              <Row label={t('received')}>{when(inquiry.createdAt)}</Row>
              <Row label={t('reference')}>
                <code className="text-xs">{inquiry.id}</code>
              </Row>
            </dl>
          </Part>
        </div>

        <div className="space-y-6">
          <Part id="follow-up" title={t('followUp')}>
            <FollowUpForm id={inquiry.id} status={inquiry.status} note={inquiry.note ?? ''} />
            {inquiry.statusChangedAt && (
              <p className="mt-4 text-xs text-slate-500">
                {t('statusChanged', { time: when(inquiry.statusChangedAt) })}
              </p>
            )}
          </Part>
          <Part id="reply" title={t('reply')}>
            <div className="flex flex-wrap gap-3">
              {inquiry.email ? (
                <ButtonLink plain href={`mailto:${inquiry.email}`} size="sm">
                  {t('replyByEmail')}
                </ButtonLink>
              ) : (
                <p className="w-full text-sm text-slate-600">{t('noEmail')}</p>
              )}
              {inquiry.phone && (
                <ButtonLink plain href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`} variant="neutral" size="sm">
                  {t.rich('call', { phone: inquiry.phone, ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
                </ButtonLink>
              )}
            </div>
          </Part>
          <Part id="delivery" title={t('delivery')}>
            <p className="text-sm text-slate-700">
              {delivery.status === 'sent' && delivery.sentAt
                ? t('deliverySent', { time: when(delivery.sentAt) })
                : t(`deliveryStatus.${delivery.status}`, { attempts: delivery.attempts })}
            </p>
            {delivery.lastError && delivery.status !== 'sent' && (
              <p className="mt-2 break-words text-xs text-red-700">{t('lastError', { error: delivery.lastError })}</p>
            )}
          </Part>
          <Part id="privacy" title={t('privacy')}>
            <p className="mb-4 text-sm text-slate-600">{t('privacyText')}</p>
            <DeleteInquiry id={inquiry.id} />
          </Part>
        </div>
      </div>
    </article>
  );
}
