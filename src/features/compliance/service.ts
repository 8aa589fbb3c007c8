import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor } from '../../lib/converter';
import { db } from '../../lib/firebase';
import { historyWrite } from '../../lib/history-entry';
import { complianceRecordOf, zComplianceRecord, type ComplianceInput } from './model';
import { FACILITATOR_COMPLIANCE } from './reads';

export { FACILITATOR_COMPLIANCE };
const converter = converterFor(zComplianceRecord);

const records = (organisationId: string) =>
  firestore
    .collection(db(), COLLECTIONS.organisations, organisationId, FACILITATOR_COMPLIANCE)
    .withConverter(converter);
/**
 * Records a facilitator's compliance: their Users record (which the sign-in flags read) and the organisation's
 * copy, in one batch the rules check against each other. Only the last four characters of a DBS number leave
 * the browser.
 */
export async function recordCompliance(
  organisationId: string,
  facilitatorId: string,
  input: ComplianceInput,
  by: { uid: string; name: string },
  /** What people call the facilitator (their name), for the history. */
  label: string = facilitatorId,
): Promise<void> {
  const copy = firestore.doc(records(organisationId), facilitatorId);
  const previous = (await firestore.getDoc(copy)).data() ?? null;
  const record = {
    ...complianceRecordOf(input, previous, { ...by, organisationId }),
    recordedAt: firestore.serverTimestamp(),
  };
  const batch = firestore.writeBatch(db());
  batch.update(firestore.doc(db(), COLLECTIONS.users, facilitatorId), {
    facilitatorInfo: record,
    updatedAt: firestore.serverTimestamp(),
  });
  batch.set(
    firestore.doc(db(), COLLECTIONS.organisations, organisationId, FACILITATOR_COMPLIANCE, facilitatorId),
    record,
  );
  const entry = historyWrite({
    organisationId,
    kind: 'compliance-recorded',
    summary: `Recorded the compliance checks of ${label}`,
    target: { collection: COLLECTIONS.users, id: facilitatorId, label },
  });
  batch.set(entry.ref, entry.data);
  await batch.commit();
}
