'use client';

import dynamic from 'next/dynamic';
import { Suspense, useRef } from 'react';
import { loadOrExplain } from '@/components/layout/loadOrExplain';
import { useNearViewport } from '@/components/ui/useNearViewport';
import type { ContactFormProps } from './ContactForm';
import { ContactFormSkeleton } from './ContactFormSkeleton';

// Loaded as its own chunk: rendered on the server where the section is not deferred (the
// /contact page, whose HTML then holds the form), and only when the visitor comes near where it
// is deferred, so that a long page does not load the form libraries with everything else.
//
// Without `loading`, next/dynamic puts no Suspense boundary around it, so the server's HTML waits
// for the form. A boundary there, even one whose form was ready at once, React may send after the
// rest of the page, with the skeleton in its place and a script to swap them: it does so once the
// page before the boundary and the boundary pass 12,800 bytes, which /contact did when the inline
// script grew by 930 bytes, and a visitor without JavaScript saw the skeleton only.
const ContactForm = dynamic(loadOrExplain(() => import('./ContactForm').then((module) => module.ContactForm)));

/** The Contact Us section's form: now, or (`deferred`) once the visitor comes near it. */
export function SectionContactForm({ deferred, ...props }: ContactFormProps & { deferred: boolean }) {
  return deferred ? <NearViewportContactForm {...props} /> : <ContactForm {...props} />;
}

function NearViewportContactForm(props: ContactFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<ContactFormSkeleton />}>
          <ContactForm {...props} />
        </Suspense>
      ) : (
        <ContactFormSkeleton waiting />
      )}
    </div>
  );
}
