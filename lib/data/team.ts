import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from './db';
import { DEFAULT_AVATAR, imageRefOrDefault, type ImageRef } from './images';
import { assets, teamMembers } from './schema';

/** A team member card (docs/product.md): name, e-mail, job title, photo (the default avatar if none), blog link. */
export interface TeamMember {
  name: string;
  email: string | null;
  jobTitle: string | null;
  photo: ImageRef;
  blogLink: string | null;
}

/** The team page shows up to 100 members (docs/product.md#constants), in import order. */
export const TEAM_PAGE_SIZE = 100;

export async function loadTeamMembers(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .select({ member: teamMembers, photo: assets })
    .from(teamMembers)
    .leftJoin(assets, eq(assets.id, teamMembers.photoId))
    .orderBy(asc(teamMembers.position), asc(teamMembers.id))
    .limit(TEAM_PAGE_SIZE);
  return rows.map(({ member, photo }) => ({
    name: member.name,
    email: member.email || null,
    jobTitle: member.jobTitle || null,
    photo: imageRefOrDefault(photo, `Photo of ${member.name}`, DEFAULT_AVATAR),
    blogLink: member.blogLink && /^https?:\/\//i.test(member.blogLink) ? member.blogLink : null,
  }));
}
