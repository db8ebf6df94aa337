import { type ContactFormSectionProps, ContactSectionFrame } from './ContactSectionFrame';
import { DeferredContactForm } from './DeferredContactForm';

/**
 * The Contact Us section of a page where it sits far down (a community's '#contact'): the same
 * section, but the form's code loads when the visitor comes near it, keeping the form libraries
 * out of the page's first load.
 */
export function DeferredContactFormSection({ preset, phone, communities, siteConfig, headingLevel = 2, ...frame }: ContactFormSectionProps) {
  return (
    <ContactSectionFrame headingLevel={headingLevel} {...frame}>
      <DeferredContactForm
        variant="section"
        preset={preset}
        phone={phone}
        communities={communities}
        siteConfig={siteConfig}
        headingLevel={headingLevel === 1 ? 2 : 3}
      />
    </ContactSectionFrame>
  );
}
