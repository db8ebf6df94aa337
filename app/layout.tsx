import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@/styles/global.css';
import { company } from '@/lib/company';

export const metadata: Metadata = {
  title: { default: `${company.name} | Apartments in ${company.city}, ${company.state}`, template: `%s | ${company.name}` },
  description: `Apartments, town homes and furnished short-term stays in ${company.city}, ${company.state}.`,
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#8c1d2f' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
