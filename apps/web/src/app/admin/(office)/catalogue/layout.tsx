import type { ReactNode } from 'react';
import { CatalogueTabs } from '@/features/catalogue/lists/catalogue-tabs';

/** The catalogue's pages under their sections' tabs (the back office's layout checks the session). */
export default function CatalogueLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <CatalogueTabs />
      {children}
    </>
  );
}
