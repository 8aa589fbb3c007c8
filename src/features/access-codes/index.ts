import { onUse } from '../../lib/on-use';

/**
 * What other areas may use of `access-codes` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 * The writes load their service (and the streaming Firestore SDK) when first called, so a screen that only lists
 * codes does not download them.
 */
export { listGeneratedCodes } from './reads';

const service = () => import('./service');
export const createAccessCode = onUse(service, 'createAccessCode');
export const createTemporaryMember = onUse(service, 'createTemporaryMember');
export const deleteAccessCodes = onUse(service, 'deleteAccessCodes');
export const deleteAllGeneratedCodes = onUse(service, 'deleteAllGeneratedCodes');
export const regenerateClassCodes = onUse(service, 'regenerateClassCodes');
