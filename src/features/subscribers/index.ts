/**
 * What other areas may use of `subscribers` (besides its pure `model.ts`); eslint.config.js allows no other entry.
 * Only the small opt-ins: the subscriber screen is opened by the route table directly, so that a dashboard showing
 * an opt-in does not download the subscriber admin with it.
 */
export { KeepInformedBox } from './components/KeepInformedBox';
export { MemberOptIn } from './components/MemberOptIn';
