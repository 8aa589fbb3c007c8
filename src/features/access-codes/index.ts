/**
 * What other areas may use of `access-codes` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export {
  createAccessCode,
  createTemporaryMember,
  deleteAccessCodes,
  deleteAllGeneratedCodes,
  listGeneratedCodes,
} from './service';
