import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { callerOf } from '../auth.js';
import { isModerator, type Caller } from '../mail/caller.js';
import { definitionProblem, type AudienceDefinition } from '@storytelling/shared/audiences';
import { AudienceRefusal, resolveAudience, storedAudience } from './resolve.js';

/**
 * `POST audienceAction` with the caller's ID token: how many of an audience an organisation would e-mail, and
 * the first names of who is in it. `{action: 'preview', organisationId, definition}` counts a definition being
 * edited; `{action: 'count', organisationId, audienceId}` a stored one (the newsletter and announcement forms).
 * `organisationId` is the organisation whose consent counts. Authorised from data: the caller must be an admin
 * or moderator of that organisation, and a cross-organisation audience is a super admin's alone. The answer
 * never holds an address.
 */
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Whether the caller may e-mail (or count) this audience on behalf of this organisation. */
export function mayUseAudience(
  caller: Caller,
  audienceOrganisationId: string,
  organisationId: string,
): boolean {
  if (!isModerator(caller, organisationId)) return false;
  return audienceOrganisationId === '' ? caller.superAdmin : audienceOrganisationId === organisationId;
}

const stringList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

function definitionOf(raw: unknown): AudienceDefinition | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.organisationId !== 'string') return null;
  return {
    organisationId: r.organisationId,
    roles: stringList(r.roles) as AudienceDefinition['roles'],
    groups: stringList(r.groups),
    lists: stringList(r.lists),
    workshops: stringList(r.workshops),
    workshopsFrom: typeof r.workshopsFrom === 'string' ? r.workshopsFrom : '',
    workshopsTo: typeof r.workshopsTo === 'string' ? r.workshopsTo : '',
  };
}

export async function handleAudienceAction(req: Request, res: Response): Promise<void> {
  const fail = (status: number, error: string) => void res.status(status).json({ ok: false, error });
  if (req.method !== 'POST') return fail(405, 'Use POST');
  const who = await callerOf(req);
  if (!who.ok) return fail(401, who.error);
  const body = (typeof req.body === 'object' && req.body) || {};
  const orgId = body.organisationId;
  if (typeof orgId !== 'string' || !ID.test(orgId))
    return fail(400, 'organisationId: say which organisation');
  if (!isModerator(who.caller, orgId))
    return fail(403, 'Only the organisation’s admins and moderators may do this');
  try {
    let definition: AudienceDefinition | null;
    if (body.action === 'preview') definition = definitionOf(body.definition);
    else if (body.action === 'count') definition = await storedAudience(String(body.audienceId ?? ''), orgId);
    else return fail(400, 'action: preview or count');
    if (!definition) return fail(400, 'definition: the audience’s sources');
    if (!mayUseAudience(who.caller, definition.organisationId, orgId))
      return fail(403, 'Only the organisation’s admins and moderators may do this');
    const problem = definitionProblem(definition);
    if (problem) return fail(400, problem);
    const { recipients, ...figures } = await resolveAudience(definition, orgId);
    res.json({ ok: true, count: recipients.length, ...figures });
  } catch (error) {
    if (error instanceof AudienceRefusal) return fail(error.status, error.message);
    console.error('audienceAction failed', error);
    fail(500, 'The audience could not be counted just now; try again');
  }
}
