import { type ContactFormSectionProps, ContactSectionFrame, sectionParts } from './ContactSectionFrame';
import { DeferredContactForm } from './DeferredContactForm';

/**
 * The Contact Us section of a page where it sits far down (a community's '#contact'): the same
 * section, but the form's code loads when the visitor comes near it, keeping the form libraries
 * out of the page's first load.
 */
export function DeferredContactFormSection(props: ContactFormSectionProps) {
  const { frame, form } = sectionParts(props);
  return (
    <ContactSectionFrame {...frame}>
      <DeferredContactForm {...form} />
    </ContactSectionFrame>
  );
}
