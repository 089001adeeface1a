import { useTranslations } from 'next-intl';
import type { InquiryStatus } from '@app/shared';
import { SoftBadge, type SoftTone } from '@/components/ui/badge';

const TONES: Record<InquiryStatus, SoftTone> = {
  new: 'coral',
  contacted: 'sea',
  closed: 'slate',
  spam: 'amber',
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
    <SoftBadge tone={TONES[status]}>
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${DOTS[status]}`} />
      {t(status)}
    </SoftBadge>
  );
}
