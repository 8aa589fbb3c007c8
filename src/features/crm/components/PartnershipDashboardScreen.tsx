import { PartnershipWorkspace } from '../../partners';

/** /partnership-dashboard: partner organisations, their timelines, figures and impact reports (issue 17). */
export default function PartnershipDashboardScreen() {
  return <PartnershipWorkspace />;
}
