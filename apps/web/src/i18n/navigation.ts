import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Server redirects of the public site: they keep the page's language in the address (links: ./link.tsx). */
export const { redirect } = createNavigation(routing);
