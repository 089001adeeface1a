'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** The office e-mail with a copy button; copying shows "Email Copied!" (spec section 8). */
export function CopyEmail({ email }: { email: string }) {
  const t = useTranslations('footer');
  const [copied, setCopied] = useState(false);
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
    setCopied(true);
    window.setTimeout(() => setCopied(false), 3000);
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a href={`mailto:${email}`} className="hover:underline" dir="ltr">
        {email}
      </a>
      <button type="button" onClick={copy} className="rounded border border-sea-700 px-2 py-1 text-xs hover:bg-sea-700">
        {t('copyEmail')}
      </button>
      <span role="status" className="text-xs font-semibold text-white">
        {copied ? t('emailCopied') : ''}
      </span>
    </span>
  );
}
