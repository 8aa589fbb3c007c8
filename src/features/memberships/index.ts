/**
 * What other areas may use of `memberships` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 * A person's membership of an organisation and the groups they enter with it, written the same way whether they
 * join with a code, accept an invite or are added by staff. It imports no other feature's services, so every
 * area that adds people can use it without a cycle.
 */
export { groupsForJoin, joinGroupsInTransaction } from './group-join';
export {
  addMembership,
  changeMembership,
  createRecordWithMembership,
  endMembership,
  entryData,
  memberRef,
  userRef,
} from './membership-writes';
