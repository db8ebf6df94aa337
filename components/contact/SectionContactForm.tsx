'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { useNearViewport } from '@/components/ui/useNearViewport';
import type { ContactFormProps } from './ContactForm';
import { ContactFormSkeleton } from './ContactFormSkeleton';

const ContactForm = dynamic(() => import('./ContactForm').then((module) => module.ContactForm), {
  ssr: false,
  loading: () => <ContactFormSkeleton />,
});

/**
 * The contact form of a section far down a page (a community's '#contact'): its code (the form
 * libraries) loads when the visitor comes near it, not with the page.
 */
export function DeferredContactForm(props: ContactFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? <ContactForm {...props} /> : <ContactFormSkeleton waiting />}</div>;
}
