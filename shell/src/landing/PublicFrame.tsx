import type { ReactNode } from 'react';
import { PublicHeader } from './PublicHeader';
import { SiteFooter } from './SiteFooter';

/** Header, main landmark and footer of every signed-out page. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <PublicHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </div>
  );
}
