'use client';

import { useTranslations } from 'next-intl';
import { useModals } from './modal-context';

/** The office e-mail with a copy button; copying shows the alert "Email Copied!" (spec section 8) as a toast. */
export function CopyEmail({ email }: { email: string }) {
  const t = useTranslations('footer');
  const { notify } = useModals();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
    } catch {
      const field = document.createElement('textarea');
      field.value = email;
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    notify(t('emailCopied'), { alert: true });
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a href={`mailto:${email}`} className="hover:underline" dir="ltr">
        {email}
      </a>
      <button type="button" onClick={copy} className="rounded border border-sea-700 px-2 py-1 text-xs hover:bg-sea-700">
        {t('copyEmail')}
      </button>
    </span>
  );
}
