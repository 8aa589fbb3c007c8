export * from './model';
export * from './queries';
export * from './service';
export { sanitizeNewsletterHtml } from './sanitize';
export { ComposePanel } from './components/ComposePanel';
export { SendingPanel } from './components/SendingPanel';
