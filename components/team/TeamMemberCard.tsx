import { SiteImage } from '@/components/media/SiteImage';
import { EmailAddress } from '@/components/ui/EmailAddress';
import { Icon } from '@/components/ui/Icon';
import type { TeamMember } from '@/lib/data/team';
import * as styles from './TeamMemberCard.css';

/**
 * One team member (docs/product.md#pages team section; docs/product.md#cards-and-media: an <article> whose heading names them):
 * photo (the default avatar when there is none), name, job title, e-mail link, blog link. Server-safe.
 */
/**
 * `first`: the first card's photo loads at once, at high priority (the page's largest paint); the
 * others lazily, since on a phone they are below the first screen (docs/performance.md).
 */
export function TeamMemberCard({ member, first = false }: { member: TeamMember; first?: boolean }) {
  return (
    <article className={styles.card}>
      <div className={styles.photo}>
        <SiteImage
          src={member.photo.src}
          alt={member.photo.alt}
          fill
          sizes="128px"
          className={styles.image}
          unoptimized={member.photo.remote}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
      </div>
      <h2 className={styles.name}>{member.name}</h2>
      {member.jobTitle ? <p className={styles.job}>{member.jobTitle}</p> : null}
      {member.email || member.blogLink ? (
        <ul className={styles.links}>
          {member.email ? (
            <li>
              <a className={styles.link} href={`mailto:${member.email}`} aria-label={member.email}>
                <Icon name="mail" />
                <span>
                  <EmailAddress address={member.email} />
                </span>
              </a>
            </li>
          ) : null}
          {member.blogLink ? (
            <li>
              <a className={styles.link} href={member.blogLink} aria-label={`Blog of ${member.name}`}>
                <Icon name="link" />
                <span>Blog</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}
