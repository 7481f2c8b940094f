import type { ReactNode } from 'react';
import { useEffect } from 'react';

/** A page's main column; sets the document title for the page. */
export function Page({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <div className={wide ? 'mx-auto max-w-6xl px-4 py-8' : 'mx-auto max-w-3xl px-4 py-8'}>{children}</div>;
}
