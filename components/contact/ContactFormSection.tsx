import { ContactForm } from './ContactForm';
import { type ContactFormSectionProps, ContactSectionFrame } from './ContactSectionFrame';

/**
 * The Contact Us form as a page section (server component around the client form): '/contact',
 * and the '#contact' place of a community page (there deferred: DeferredContactFormSection).
 * 'clicked' is reported when the visitor first moves into the form.
 */
export function ContactFormSection({ preset, phone, communities, siteConfig, headingLevel = 2, ...frame }: ContactFormSectionProps) {
  return (
    <ContactSectionFrame headingLevel={headingLevel} {...frame}>
      <ContactForm
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
