import { COLLECTIONS } from '../../lib/collections';
import type { WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { readDocumentRest } from '../../lib/firestore-rest';
import { zOrganisation, type Organisation } from '../../kernel/organisations';
import { normaliseCode, zAccessCode, type AccessCode } from './model';

/**
 * The join page's two reads (the code, then its organisation) through Firestore's REST API: one request each,
 * no Firebase SDK and no Auth loaded, since most people open the page from a link signed out. Same documents,
 * schemas and answers as getAccessCode and getOrganisation of the services.
 */
export async function readAccessCode(code: string): Promise<WithId<AccessCode> | null> {
  const normalised = normaliseCode(code);
  if (!normalised) return null;
  return readDocumentRest(zAccessCode, `${COLLECTIONS.accessCodes}/${normalised}`);
}

export async function readOrganisation(organisationId: string): Promise<WithId<Organisation>> {
  // As organisationRef of the service: an empty id is the catalogue's error, not the SDK's.
  if (!organisationId.trim()) throw new AppError(ERRORS.invalidOrganisationId);
  const organisation = await readDocumentRest(
    zOrganisation,
    `${COLLECTIONS.organisations}/${organisationId}`,
  );
  if (!organisation) throw new AppError(ERRORS.organisationNotFound);
  return organisation;
}
