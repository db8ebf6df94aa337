import { Fragment } from 'react';
import { Icon } from '@/components/ui/Icon';
import { formatPhone, phoneTarget } from '@/lib/domain/validation/phone';
import * as styles from './ContactForm.css';

/**
 * The text-or-call link of the contact form (docs/product.md#pages): shown only when a number is given (the
 * community's, or the company's). The number calls; "Send a text" opens the messaging app.
 */
export function PhoneContactLink({ phone }: { phone?: string | null }) {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (!digits) return null;
  const target = phoneTarget(digits);
  return (
    <p className={styles.phoneLink}>
      <Icon name="phone" className={styles.phoneIcon} />
      <span>
        Prefer to talk? Text or call{' '}
        <a href={`tel:${target}`} className={styles.phoneNumber}>
          {formatPhone(digits)
            .split(' ')
            .map((group, index) => (
              <Fragment key={index}>
                {index > 0 ? ' ' : null}
                <span className={styles.phoneGroup}>{group}</span>
              </Fragment>
            ))}
        </a>
        <span aria-hidden="true"> · </span>
        <a href={`sms:${target}`}>Send a text</a>
      </span>
    </p>
  );
}
