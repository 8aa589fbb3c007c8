import { RequestsInbox } from '../../features/requests';
import WorkshopManagerScreen from '../../features/workshops/components/WorkshopManagerScreen';

/**
 * /workshop-manager with the requests inbox as its second tab: requests become workshops (the requests area uses
 * the workshops area's form), so only the app puts the two on one page.
 */
export default function WorkshopManagerPage() {
  return <WorkshopManagerScreen requests={<RequestsInbox />} />;
}
