/**
 * The link an access code is joined with, the same in the app (copied links) and in the invitation e-mail. The
 * role the code was made for rides along (`?role=`): the join page then checks the code still grants it, so a
 * code whose role was changed, or a link pasted with another code, is refused in words rather than granting a
 * role nobody meant.
 */
export function joinLink(origin: string, code: string, role?: string): string {
  const base = `${origin.replace(/\/+$/, '')}/join-org/${encodeURIComponent(code)}`;
  return role ? `${base}?role=${encodeURIComponent(role)}` : base;
}
