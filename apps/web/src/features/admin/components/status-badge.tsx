import { useTranslations } from 'next-intl';
import type { InquiryStatus } from '@app/shared';

const TONES: Record<InquiryStatus, string> = {
  new: 'bg-coral-500/15 text-red-800 ring-coral-500/40',
  contacted: 'bg-sea-50 text-sea-900 ring-sea-100',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Where the agency is with an inquiry: new ones stand out, closed ones recede. */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  const t = useTranslations('admin.statuses');
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}
    >
      <span
        aria-hidden="true"
        className={`h-1.5 w-1.5 rounded-full ${status === 'new' ? 'bg-coral-500' : status === 'contacted' ? 'bg-sea-600' : 'bg-slate-400'}`}
      />
      {t(status)}
    </span>
  );
}
