import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import type { Lang } from '@app/shared';
import { pathInLang } from '@/lib/routing/variants';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** The page's English address (`/properties`, `/compounds/x#units`): written here for the page's language. */
  href: string;
};

/**
 * A link on the public site that keeps the page's language in the address (`/ar/properties` on an Arabic
 * page). The address is worked out where the link is rendered, on the server for a server component, so
 * the browser gets a plain next/link with its final href and no code of next-intl's navigation.
 */
export function Link({ href, ...props }: LinkProps) {
  const lang = useLocale() as Lang;
  return <NextLink href={pathInLang(href, lang)} {...props} />;
}
