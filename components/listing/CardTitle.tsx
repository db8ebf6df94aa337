import { SiteLink } from '@/components/ui/SiteLink';
import { AVAILABLE_NOW_LABEL } from '@/lib/domain/availability';
import * as card from './ListingCard.css';

export const FEATURED_LABEL = 'Featured';

/** The badges over a card's photo: Featured and Available Now, each when it applies. */
export function CardHighlights({ featured, availableNow = false }: { featured: boolean; availableNow?: boolean }) {
  if (!featured && !availableNow) return null;
  return (
    <ul className={card.badges} aria-label="Highlights">
      {featured ? <li className={`${card.badge} ${card.badgeFeatured}`}>{FEATURED_LABEL}</li> : null}
      {availableNow ? <li className={`${card.badge} ${card.badgeAvailable}`}>{AVAILABLE_NOW_LABEL}</li> : null}
    </ul>
  );
}

export interface CardTitleProps {
  community: string;
  title: string;
  href: string;
  /** The heading's id: the card's <article> is labelled by it. */
  id: string;
  level: 2 | 3 | 4;
}

/** A card's community line and its heading, whose link is the card's one link to its page. */
export function CardTitle({ community, title, href, id, level }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <>
      <p className={card.community}>{community}</p>
      <Heading id={id} className={card.heading}>
        <SiteLink href={href} className={card.headingLink}>
          {title}
        </SiteLink>
      </Heading>
    </>
  );
}
