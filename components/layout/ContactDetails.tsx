import { company, telHref } from '@/lib/company';
import { Icon } from '@/components/ui/Icon';
import * as styles from './ContactDetails.css';

export interface ContactDetailsProps {
  /** Subject of the e-mail link. */
  emailSubject?: string;
  /** Body of the e-mail link. */
  emailBody?: string;
  className?: string;
}

/** The company's phone (tel: link) and inquiries e-mail (mailto: link). Server-safe. */
export function ContactDetails({ emailSubject, emailBody, className }: ContactDetailsProps) {
  const query = new URLSearchParams();
  if (emailSubject) query.set('subject', emailSubject);
  if (emailBody) query.set('body', emailBody);
  const search = query.toString().replace(/\+/g, '%20');
  const mailto = `mailto:${company.inquiriesEmail}${search ? `?${search}` : ''}`;
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      <li className={styles.item}>
        <span className={styles.iconBadge}>
          <Icon name="phone" />
        </span>
        <span className={styles.text}>
          <span className={styles.caption}>Call or text</span>
          <a href={telHref} className={styles.link}>
            {company.phoneDisplay}
          </a>
        </span>
      </li>
      <li className={styles.item}>
        <span className={styles.iconBadge}>
          <Icon name="mail" />
        </span>
        <span className={styles.text}>
          <span className={styles.caption}>E-mail</span>
          <a href={mailto} className={styles.link}>
            {company.inquiriesEmail}
          </a>
        </span>
      </li>
    </ul>
  );
}
