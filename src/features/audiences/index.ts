export * from './model';
export * from './queries';
export { AudienceCountLine } from './components/AudienceCountLine';
export { AudiencePicker } from './components/AudiencePicker';
