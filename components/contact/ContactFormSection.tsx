import { ContactForm } from './ContactForm';
import { type ContactFormSectionProps, ContactSectionFrame, sectionParts } from './ContactSectionFrame';

/**
 * The Contact Us form as a page section (server component around the client form): '/contact',
 * and the '#contact' place of a community page (there deferred: DeferredContactFormSection).
 * 'clicked' is reported when the visitor first moves into the form.
 */
export function ContactFormSection(props: ContactFormSectionProps) {
  const { frame, form } = sectionParts(props);
  return (
    <ContactSectionFrame {...frame}>
      <ContactForm {...form} />
    </ContactSectionFrame>
  );
}
