import { displayRoles, highestRole, roleRank, type Role } from '../../kernel/roles';

export type MemberSort = 'name' | 'role' | 'joined';

export interface ListedMember {
  userKey: string;
  name: string;
  email: string;
  roles: Role[];
  joinedAt: Date;
  isTemporary?: boolean;
}

/** Search by name, e-mail or role wording; sort by name, highest role (then name) or newest first. */
export function filterAndSortMembers<T extends ListedMember>(
  members: readonly T[],
  search: string,
  sort: MemberSort,
): T[] {
  const needle = search.trim().toLowerCase();
  const found = needle
    ? members.filter((m) =>
        [m.name, m.email, displayRoles(m.roles)].some((field) => field.toLowerCase().includes(needle)),
      )
    : [...members];
  const byName = (a: T, b: T) => (a.name || a.email).localeCompare(b.name || b.email);
  const rank = (m: T) => {
    const top = highestRole(m.roles);
    return top ? roleRank(top) : -1;
  };
  if (sort === 'name') return found.sort(byName);
  if (sort === 'role') return found.sort((a, b) => rank(b) - rank(a) || byName(a, b));
  return found.sort((a, b) => b.joinedAt.getTime() - a.joinedAt.getTime() || byName(a, b));
}
