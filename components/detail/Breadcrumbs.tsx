import { SiteLink } from '@/components/ui/SiteLink';
import type { Crumb } from '@/lib/seo/structured-data';
import * as styles from './Breadcrumbs.css';

/** The visible breadcrumb trail (the same trail the page's BreadcrumbList JSON-LD names). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className={styles.item}>
              {last ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <SiteLink href={crumb.path}>
                  {crumb.name}
                </SiteLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
