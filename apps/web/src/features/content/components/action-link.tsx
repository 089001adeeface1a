import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import type { Lang } from '@app/shared';
import type { ButtonVariant } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

type ActionLinkProps = {
  href: string;
  variant?: Extract<ButtonVariant, 'primary' | 'secondary' | 'light' | 'outlineLight'>;
  children: ReactNode;
};

/** A button-shaped link to another page or to a section of this one (at least 44 px high), in the page's language. */
export function ActionLink({ href, variant = 'primary', children }: ActionLinkProps) {
  const lang = useLocale() as Lang;
  return (
    <ButtonLink
      href={href}
      lang={lang}
      variant={variant}
      className="inline-flex min-h-11 items-center justify-center text-center"
    >
      {children}
    </ButtonLink>
  );
}
