import type { Metadata } from 'next';
import * as styles from '@/components/team/TeamPage.css';
import { TeamMemberCard } from '@/components/team/TeamMemberCard';
import { company } from '@/lib/company';
import { getTeamMembers } from '@/lib/data/cached';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return staticPageMetadata('team');
}

/** '/team': 'Meet Our Team' with a card per member (cached, tag `listings`). */
export default async function TeamPage() {
  const members = await getTeamMembers();
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.heading}>Meet Our Team</h1>
        <p className={styles.lead}>The people who manage, lease and look after our homes in {company.city}.</p>
      </div>
      {members.length > 0 ? (
        <ul className={styles.grid} aria-label="Team members">
          {members.map((member, index) => (
            <li key={`${member.name}-${index}`}>
              <TeamMemberCard member={member} first={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>Our team page is being updated. Please call or e-mail us in the meantime.</p>
      )}
    </div>
  );
}
