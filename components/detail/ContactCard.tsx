import { SiteLink } from '@/components/ui/SiteLink';
import { buttonClassName } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { ModalTrigger } from '@/components/layout/ModalTrigger';
import type { ModalPreset } from '@/components/layout/siteModalsState';
import * as styles from './ContactCard.css';
import { telLink } from '@/lib/domain/formats';
import { screenOnly } from '@/styles/utilities.css';

export interface ContactCardProps {
  /** "Interested in The Aster?" */
  heading: string;
  /** The community's phone (display form). */
  phone: string | null;
  officeHours?: string | null;
  preset: ModalPreset;
  /** The anchor others link to ('#contact'). */
  id?: string;
  /** The tour booking page, when the community's tours can be booked online. */
  tourHref?: string | null;
}

/**
 * The contact card of a detail page: call the community, or open the contact / application
 * modal preset to this community and floor plan (the modals are page-wide, docs/product.md#pages).
 */
export function ContactCard({ heading, phone, officeHours, preset, id = 'contact', tourHref }: ContactCardProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.card}>
      <h2 id={`${id}-title`} className={styles.title}>
        {heading}
      </h2>
      <p className={styles.lead}>Ask us anything, book a tour, or request an application — it is always free.</p>
      <div className={`${styles.actions} ${screenOnly}`}>
        <ModalTrigger modal="contact" as="button" preset={preset} className={buttonClassName({ variant: 'primary', fullWidth: true })}>
          <Icon name="mail" />
          Contact us
        </ModalTrigger>
        <ModalTrigger modal="apply" as="button" preset={preset} className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
          <Icon name="arrow-right" />
          Apply now
        </ModalTrigger>
        {tourHref ? (
          <SiteLink href={tourHref} className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
            <Icon name="calendar" />
            Schedule a tour
          </SiteLink>
        ) : null}
      </div>
      {phone ? (
        <p className={styles.line}>
          <Icon name="phone" className={styles.icon} />
          <a href={telLink(phone)}>Call {phone}</a>
        </p>
      ) : null}
      {officeHours ? (
        <p className={`${styles.line} ${styles.hours}`}>
          <Icon name="clock" className={styles.icon} />
          {officeHours}
        </p>
      ) : null}
    </section>
  );
}
