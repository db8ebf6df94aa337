import * as styles from '@/components/team/TeamPage.css';
import { TEAM_SKELETON_COUNT, TeamMemberSkeleton } from '@/components/team/TeamMemberCard';
import { visuallyHidden } from '@/styles/utilities.css';

/** '/team' while loading: the heading and three skeleton cards (docs/product.md). */
export default function TeamLoading() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Meet Our Team</h1>
      <div role="status" aria-busy="true">
        <span className={visuallyHidden}>Loading the team</span>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: TEAM_SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <TeamMemberSkeleton />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
