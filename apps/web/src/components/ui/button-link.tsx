import NextLink from 'next/link';
import type { AnchorHTMLAttributes } from 'react';
import type { Lang } from '@app/shared';
import { pathInLang } from '@/lib/routing/variants';
import { type ButtonStyle, buttonClass } from './button';

type ButtonLinkProps = ButtonStyle &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> & {
    href: string;
    /** A plain <a>: a download, another site, tel:, a place on the same page. */
    plain?: boolean;
    /** A public page's English address written in this language (`/ar/properties`), as i18n/link.tsx does. */
    lang?: Lang;
  };

/** A link that looks like a button (button.tsx): next/link to a page of the site, or a plain anchor. */
export function ButtonLink({ variant, size, className, href, plain, lang, ...props }: ButtonLinkProps) {
  const classes = buttonClass({ variant, size, className });
  const target = lang ? pathInLang(href, lang) : href;
  if (plain) return <a href={target} className={classes} {...props} />;
  return <NextLink href={target} className={classes} {...props} />;
}
