/**
 * Who is asking, as the server sees it: read from `SuperAdmins/ids` and the caller's `Users` record (its
 * `Organisations` map), never from anything the client says. Pure: built from plain data.
 */
export interface Caller {
  uid: string;
  /** The address on the caller's verified ID token (null for accounts without one). */
  email: string | null;
  /**
   * Whether the account's owner proved that address is theirs (the token's `email_verified`). Anyone can open an
   * account with someone else's address: only a verified one may stand for its owner's consent.
   */
  emailVerified?: boolean;
  name: string;
  superAdmin: boolean;
  /** Organisation id → the caller's roles there. */
  roles: Record<string, string[]>;
}

/** Roles whose holders send e-mail to many people as part of their work (workshop updates, invitations). */
const STAFF_ROLES = new Set(['organisationAdmin', 'moderator', 'facilitator']);

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function callerFrom(
  uid: string,
  email: string | null,
  superAdminsDoc: unknown,
  userDoc: unknown,
): Caller {
  const superAdmin = stringList((superAdminsDoc as { userKeys?: unknown } | undefined)?.userKeys).includes(
    uid,
  );
  const user = (userDoc ?? {}) as { Organisations?: unknown; displayName?: unknown; email?: unknown };
  const roles: Record<string, string[]> = {};
  if (user.Organisations && typeof user.Organisations === 'object')
    for (const [orgId, entry] of Object.entries(user.Organisations as Record<string, unknown>)) {
      const list = stringList((entry as { roles?: unknown } | null)?.roles);
      if (list.length) roles[orgId] = list;
    }
  const name = typeof user.displayName === 'string' && user.displayName.trim() ? user.displayName.trim() : '';
  return { uid, email: email ? email.toLowerCase() : null, name: name || email || uid, superAdmin, roles };
}

/** A super admin counts as organisation admin and moderator everywhere. */
export const isOrgAdmin = (c: Caller, orgId: string) =>
  c.superAdmin || (c.roles[orgId] ?? []).includes('organisationAdmin');
export const isModerator = (c: Caller, orgId: string) =>
  isOrgAdmin(c, orgId) || (c.roles[orgId] ?? []).includes('moderator');

/** Staff get the higher request quota: super admins and holders of a staff role in any organisation. */
export const isStaff = (c: Caller) =>
  c.superAdmin || Object.values(c.roles).some((list) => list.some((r) => STAFF_ROLES.has(r)));

/** Who may create (and so e-mail) an access code of `role` for `orgId`: the rules' `mayGrant`. */
export const mayGrant = (c: Caller, orgId: string, role: string) =>
  isOrgAdmin(c, orgId) || (isModerator(c, orgId) && role === 'member');
