import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { dbLite, liteConverter } from '../../lib/firestore-lite';
import { zOrganisation, type Organisation } from '../organisations/model';
import { normaliseCode, zAccessCode, type AccessCode } from './model';

/**
 * The join page's two reads (the code, then its organisation) on the Firestore lite SDK: one HTTP request each,
 * no streaming connection kept open and no Auth loaded, since most people open the page from a link signed
 * out. Same documents, converters and answers as getAccessCode and getOrganisation of the services.
 */
export async function readAccessCode(code: string): Promise<WithId<AccessCode> | null> {
  const normalised = normaliseCode(code);
  if (!normalised) return null;
  const ref = doc(dbLite(), COLLECTIONS.accessCodes, normalised);
  const snap = await getDoc(ref.withConverter(liteConverter(converterFor(zAccessCode))));
  return snap.exists() ? snap.data() : null;
}

export async function readOrganisation(organisationId: string): Promise<WithId<Organisation>> {
  // As organisationRef of the service: an empty id is the catalogue's error, not the SDK's.
  if (!organisationId.trim()) throw new AppError(ERRORS.invalidOrganisationId);
  const ref = doc(dbLite(), COLLECTIONS.organisations, organisationId);
  const snap = await getDoc(ref.withConverter(liteConverter(converterFor(zOrganisation))));
  if (!snap.exists()) throw new AppError(ERRORS.organisationNotFound);
  return snap.data();
}
