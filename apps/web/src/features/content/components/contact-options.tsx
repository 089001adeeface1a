import { OFFICE } from '@/lib/office';
import { cardClass } from '@/components/ui/card';

type ContactOptionsProps = {
  phoneLabel: string;
  emailLabel: string;
  /** Adds the office address as a third, non-link entry. */
  office?: { label: string; address: string };
};

const ICONS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.24 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  email:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zm2 .9v.2l7 4.6 7-4.6v-.2z',
  office: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-sea-50">
      <svg viewBox="0 0 24 24" className="h-5 w-5 fill-sea-700">
        <path d={ICONS[name]} />
      </svg>
    </span>
  );
}

const CARD = cardClass({ padding: 'none', ring: 'warm', className: 'flex h-full items-center gap-4 p-5' });

/** The office's phone (tel: link) and e-mail (mailto: link), optionally with its address. */
export function ContactOptions({ phoneLabel, emailLabel, office }: ContactOptionsProps) {
  return (
    <ul className={office ? 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'mt-6 grid gap-4 sm:grid-cols-2'}>
      <li>
        <a href={`tel:${OFFICE.phone.replace(/\s/g, '')}`} className={`${CARD} hover:ring-sea-700`}>
          <Icon name="phone" />
          <span>
            <span className="block text-sm text-slate-600">{phoneLabel}</span>
            <span className="block text-lg font-semibold text-sea-900">{OFFICE.phone}</span>
          </span>
        </a>
      </li>
      <li>
        <a href={`mailto:${OFFICE.email}`} className={`${CARD} hover:ring-sea-700`}>
          <Icon name="email" />
          <span className="min-w-0">
            <span className="block text-sm text-slate-600">{emailLabel}</span>
            <span className="block break-words text-lg font-semibold text-sea-900">{OFFICE.email}</span>
          </span>
        </a>
      </li>
      {office && (
        <li>
          <div className={CARD}>
            <Icon name="office" />
            <span>
              <span className="block text-sm text-slate-600">{office.label}</span>
              <span className="block font-semibold text-sea-900">{office.address}</span>
            </span>
          </div>
        </li>
      )}
    </ul>
  );
}
