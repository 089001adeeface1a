import { useTranslations } from 'next-intl';
import type { InquiryStatus } from '@app/shared';

const TONES: Record<InquiryStatus, string> = {
  new: 'bg-coral-500/15 text-red-800 ring-coral-500/40',
  contacted: 'bg-sea-50 text-sea-900 ring-sea-100',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
  spam: 'bg-amber-50 text-amber-900 ring-amber-300',
};

const DOTS: Record<InquiryStatus, string> = {
  new: 'bg-coral-500',
  contacted: 'bg-sea-600',
  closed: 'bg-slate-400',
  spam: 'bg-amber-500',
};

/** Where the agency is with an inquiry: new ones stand out, closed ones recede, suspected spam is amber. */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  const t = useTranslations('admin.statuses');
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}
    >
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${DOTS[status]}`} />
      {t(status)}
    </span>
  );
}
