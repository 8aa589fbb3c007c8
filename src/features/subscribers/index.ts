/**
 * What other areas may use of `subscribers` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 */
export { KeepInformedBox } from './components/KeepInformedBox';
export { ListsTab } from './components/ListsTab';
export { MemberOptIn } from './components/MemberOptIn';
export { SubscribersTab } from './components/SubscribersTab';
