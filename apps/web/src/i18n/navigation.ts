import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Links and navigation of the public site: they keep the page's language in the address. */
export const { Link, redirect } = createNavigation(routing);
