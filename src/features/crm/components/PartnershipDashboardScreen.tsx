import { PartnershipWorkspace } from '../../partners';

/** /partnership-dashboard: partner organisations, their timelines, figures and impact reports. */
export default function PartnershipDashboardScreen() {
  return <PartnershipWorkspace />;
}
