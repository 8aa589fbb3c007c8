import { useSenderIdentity } from '../use-sender-identity';
import { SenderLines } from './SenderLines';

/** "From" and "Reply-To" of the organisation's marketing e-mail, for a composer without a full preview. */
export function SenderSummary({ organisationId }: { organisationId: string }) {
  return <SenderLines {...useSenderIdentity(organisationId)} />;
}
