'use client';

import { useTranslations } from 'next-intl';
import { withIslandMessages } from '@/i18n/island-messages';
import {
  MAX_VISIT_DAYS_AHEAD,
  MAX_VISIT_PEOPLE,
  PROPERTY_TYPES,
  VIDEO_CALL_WINDOWS,
  VISIT_TIMES,
  addDays,
  contactSchema,
  officeToday,
  sellWithUsSchema,
  shortlistInquirySchema,
  siteVisitSchema,
  todayIn,
  videoCallSchema,
  type ContactInput,
  type SellWithUsInput,
  type ShortlistInquiryInput,
  type SiteVisitInput,
  type VideoCallInput,
} from '@app/shared';
import type { InquiryAbout } from '../use-send-inquiry';
import { type FieldSpec, InquiryForm } from './inquiry-form';

/** Name, email, optional phone and a message: the Contact modal, and (with `about`) a unit's or compound's inquiry. */
function ContactFormView({
  onSent,
  kind = 'contact',
  about,
  message,
  textareaRows,
}: {
  onSent?: () => void;
  kind?: 'contact' | 'unit' | 'compound';
  about?: InquiryAbout;
  message?: string;
  textareaRows?: { min: number; max: number };
}) {
  const t = useTranslations('form');
  const fields: FieldSpec<ContactInput>[] = [
    { name: 'name', label: t('name'), autoComplete: 'name', required: true },
    { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', required: true },
    { name: 'phone', label: t('phoneOptional'), type: 'tel', autoComplete: 'tel' },
    { name: 'message', label: t('message'), type: 'textarea', required: true },
  ];
  return (
    <InquiryForm
      schema={contactSchema}
      fields={fields}
      kind={kind}
      {...(about ? { about } : {})}
      {...(onSent ? { onSent } : {})}
      initialValues={message ? { message } : {}}
      {...(textareaRows ? { textareaRows } : {})}
    />
  );
}

/** Sell With Us (the modal and /sell-with-us): an owner's contact details and the property they offer. */
function SellWithUsFormView({ onSent }: { onSent?: () => void }) {
  const t = useTranslations('form');
  const fields: FieldSpec<SellWithUsInput>[] = [
    { name: 'name', label: t('name'), autoComplete: 'name', required: true },
    { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', required: true },
    { name: 'phone', label: t('phone'), type: 'tel', autoComplete: 'tel', required: true },
    {
      name: 'propertyType',
      label: t('propertyType'),
      type: 'select',
      placeholder: t('choosePropertyType'),
      options: PROPERTY_TYPES.map((type) => ({ value: type, label: t(`propertyTypes.${type}`) })),
      required: true,
    },
    { name: 'propertyTitle', label: t('propertyTitle'), required: true },
    { name: 'location', label: t('location'), required: true },
    { name: 'description', label: t('description'), type: 'textarea', required: true },
  ];
  return <InquiryForm schema={sellWithUsSchema} fields={fields} kind="sell-with-us" {...(onSent ? { onSent } : {})} />;
}

/** Booking a site visit at a compound (its slug): contact details, a date after today, a time of day, how many people. */
function SiteVisitFormView({ compound, onSent }: { compound: string; onSent?: () => void }) {
  const t = useTranslations('form');
  const today = officeToday();
  const fields: FieldSpec<SiteVisitInput>[] = [
    { name: 'name', label: t('name'), autoComplete: 'name', required: true, half: true },
    { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', required: true, half: true },
    { name: 'phone', label: t('phone'), type: 'tel', autoComplete: 'tel', required: true, half: true },
    { name: 'people', label: t('people'), type: 'number', min: 1, max: MAX_VISIT_PEOPLE, required: true, half: true },
    {
      name: 'preferredDate',
      label: t('preferredDate'),
      type: 'date',
      min: addDays(today, 1),
      max: addDays(today, MAX_VISIT_DAYS_AHEAD),
      required: true,
      half: true,
    },
    {
      name: 'preferredTime',
      label: t('preferredTime'),
      type: 'select',
      placeholder: t('chooseTime'),
      options: VISIT_TIMES.map((time) => ({ value: time, label: t(`visitTimes.${time}`) })),
      required: true,
      half: true,
    },
    { name: 'message', label: t('messageOptional'), type: 'textarea' },
  ];
  return (
    <InquiryForm
      schema={siteVisitSchema}
      fields={fields}
      kind="site-visit"
      about={{ compound }}
      {...(onSent ? { onSent } : {})}
      initialValues={{ people: '2' }}
      textareaRows={{ min: 4, max: 8 }}
      submitLabel={t('requestVisit')}
    />
  );
}

/** Sending the shortlist (its unit ids) as one inquiry: a name, an e-mail address or a phone number, a message. */
function ShortlistFormView({ unitIds }: { unitIds: number[] }) {
  const t = useTranslations('form');
  const fields: FieldSpec<ShortlistInquiryInput>[] = [
    { name: 'name', label: t('name'), autoComplete: 'name', required: true },
    { name: 'email', label: t('emailOrPhone'), type: 'email', autoComplete: 'email', half: true },
    { name: 'phone', label: t('phoneOrEmail'), type: 'tel', autoComplete: 'tel', half: true },
    { name: 'message', label: t('messageOptional'), type: 'textarea' },
  ];
  return (
    <InquiryForm
      schema={shortlistInquirySchema}
      fields={fields}
      kind="shortlist"
      about={{ unitIds }}
      submitLabel={t('sendShortlist')}
    />
  );
}

/** The browser's own time zone, and the zones it knows (its own first if the list lacks it). */
function timeZones(): { own: string; zones: string[] } {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return { own, zones: known.includes(own) ? known : [own, ...known] };
}

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * A video-call viewing of a unit or a compound: contact details, a day after today and a time window
 * in the visitor's time zone, which starts as the browser's and can be changed.
 */
function VideoCallFormView({ about, onSent }: { about: InquiryAbout; onSent?: () => void }) {
  const t = useTranslations('form');
  const { own, zones } = timeZones();
  const today = todayIn(own);
  const fields: FieldSpec<VideoCallInput>[] = [
    { name: 'name', label: t('name'), autoComplete: 'name', required: true, half: true },
    { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', required: true, half: true },
    { name: 'phone', label: t('phoneOptional'), type: 'tel', autoComplete: 'tel', half: true },
    {
      name: 'preferredDate',
      label: t('videoDate'),
      type: 'date',
      min: addDays(today, 1),
      max: addDays(today, MAX_VISIT_DAYS_AHEAD),
      required: true,
      half: true,
    },
    {
      name: 'preferredTime',
      label: t('videoTime'),
      type: 'select',
      placeholder: t('chooseTime'),
      options: VISIT_TIMES.map((time) => {
        const [from, to] = VIDEO_CALL_WINDOWS[time];
        return { value: time, label: t(`videoTimes.${time}`, { from: hour(from), to: hour(to) }) };
      }),
      required: true,
      half: true,
    },
    {
      name: 'timeZone',
      label: t('timeZone'),
      type: 'select',
      options: zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
      required: true,
      half: true,
    },
    { name: 'message', label: t('messageOptional'), type: 'textarea' },
  ];
  return (
    <InquiryForm
      schema={videoCallSchema}
      fields={fields}
      kind="video-call"
      about={about}
      {...(onSent ? { onSent } : {})}
      initialValues={{ timeZone: own }}
      textareaRows={{ min: 3, max: 8 }}
      submitLabel={t('requestVideoCall')}
    />
  );
}

// Each one brings the forms' texts with it (src/i18n/island-messages.tsx).
export const ContactForm = withIslandMessages(ContactFormView);
export const SellWithUsForm = withIslandMessages(SellWithUsFormView);
export const SiteVisitForm = withIslandMessages(SiteVisitFormView);
export const ShortlistForm = withIslandMessages(ShortlistFormView);
export const VideoCallForm = withIslandMessages(VideoCallFormView);
