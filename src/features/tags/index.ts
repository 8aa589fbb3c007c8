/**
 * What other areas may use of `tags` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { tagKeys, useTags } from './queries';
export {
  applyTagWrite,
  projectTagRefsFor,
  readProjectTagChanges,
  readTag,
  readTagKeyChanges,
  tagRefsFor,
} from './service';
export {
  planTagKeyWrites,
  tagKeyChanges,
  tagNameChanges,
  tagNameKey,
  type PlannedTagWrite,
  type TagKeyChanges,
} from './tag-changes';
export {
  addKey,
  canCurate,
  cleanTagNames,
  kindOf,
  normaliseTagName,
  removeKey,
  tagDocId,
  type TagRow,
  type TagWrite,
} from './tag-rules';
