'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { signOut } from '../admin-calls';
import { Button } from '@/components/ui/button';

/** Ends the session on the API (and its cookie), then shows the sign-in page. */
export function SignOutButton() {
  const t = useTranslations('admin');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await signOut();
          router.replace('/admin/sign-in');
          router.refresh();
        })
      }
      variant="neutral"
      size="bar"
    >
      {t('signOut')}
    </Button>
  );
}
