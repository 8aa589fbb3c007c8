/** Roles whose holders send e-mail to many people as part of their work (workshop updates, cancellations). */
const STAFF_ROLES = new Set(['superAdmin', 'organisationAdmin', 'moderator', 'facilitator']);

/**
 * Whether a user counts as staff for the e-mail rate limit: listed in `SuperAdmins/ids.userKeys`, or holding a
 * staff role in some organisation of their `Users` record (`organisations[id].roles`). Anything unexpected in
 * the data counts as not staff, so the low limit applies.
 */
export function isStaffRecord(uid: string, superAdmins: unknown, user: unknown): boolean {
  const keys = (superAdmins as { userKeys?: unknown } | undefined)?.userKeys;
  if (Array.isArray(keys) && keys.includes(uid)) return true;
  const organisations = (user as { organisations?: unknown } | undefined)?.organisations;
  if (!organisations || typeof organisations !== 'object') return false;
  return Object.values(organisations as Record<string, unknown>).some((entry) => {
    const roles = (entry as { roles?: unknown } | null)?.roles;
    return Array.isArray(roles) && roles.some((r) => typeof r === 'string' && STAFF_ROLES.has(r));
  });
}

/**
 * Remembers each user's answer for a minute, so a batch of 10 requests costs two document reads, not twenty;
 * a failed lookup counts as not staff and is not remembered.
 */
export class StaffCheck {
  private readonly cache = new Map<string, { staff: boolean; at: number }>();
  constructor(
    private readonly lookup: (uid: string) => Promise<boolean>,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async is(uid: string): Promise<boolean> {
    const hit = this.cache.get(uid);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.staff;
    let staff: boolean;
    try {
      staff = await this.lookup(uid);
    } catch {
      return false;
    }
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(uid, { staff, at: this.now() });
    return staff;
  }
}
