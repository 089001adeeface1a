'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { signOut } from '../admin-calls';

/** Ends the session on the API (and its cookie), then shows the sign-in page. */
export function SignOutButton() {
  const t = useTranslations('admin');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await signOut();
          router.replace('/admin/sign-in');
          router.refresh();
        })
      }
      className="h-10 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-sand-100 disabled:opacity-60"
    >
      {t('signOut')}
    </button>
  );
}
