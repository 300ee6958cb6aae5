import type { ReactNode } from 'react';

/** The root address only picks a language; every page lives under /en/ or /de/. */
export default function StartLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
