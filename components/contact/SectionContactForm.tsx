'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { loadOrExplain } from '@/components/layout/loadOrExplain';
import { useNearViewport } from '@/components/ui/useNearViewport';
import type { ContactFormProps } from './ContactForm';
import { ContactFormSkeleton } from './ContactFormSkeleton';

// Loaded as its own chunk: rendered on the server where the section is not deferred (the
// /contact page, whose HTML then holds the form), and only when the visitor comes near where it
// is deferred, so that a long page does not load the form libraries with everything else.
const ContactForm = dynamic(loadOrExplain(() => import('./ContactForm').then((module) => module.ContactForm)), {
  loading: () => <ContactFormSkeleton />,
});

/** The Contact Us section's form: now, or (`deferred`) once the visitor comes near it. */
export function SectionContactForm({ deferred, ...props }: ContactFormProps & { deferred: boolean }) {
  return deferred ? <NearViewportContactForm {...props} /> : <ContactForm {...props} />;
}

function NearViewportContactForm(props: ContactFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? <ContactForm {...props} /> : <ContactFormSkeleton waiting />}</div>;
}
