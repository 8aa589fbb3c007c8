import { RebuildAuthorCounts } from '../../features/authors';
import StatsScreen from '../../features/recordings/components/StatsScreen';

/**
 * /stats-view with the authors' rebuild tool in it: the recordings area counts, the authors area keeps the
 * profiles' project lists those counts read, and only the app puts the two on one page.
 */
export default function StatsPage() {
  return <StatsScreen authorCounts={<RebuildAuthorCounts />} />;
}
