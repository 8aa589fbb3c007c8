export * from './model';
export * from './queries';
export * from './service';
export { ComposePanel } from './components/ComposePanel';
export { SendingPanel } from './components/SendingPanel';
