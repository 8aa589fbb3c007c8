export { RequestsInbox } from './components/RequestsInbox';
