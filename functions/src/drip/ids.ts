import { createHash } from 'node:crypto';

/** A step's message id in the mail pipeline: one per enrolment and step, whoever sends it and however often. */
export const dripMessageId = (enrollmentId: string, stepId: string) =>
  `drip-${createHash('sha256').update(`${enrollmentId}\n${stepId}`).digest('hex').slice(0, 40)}`;
