import type { Recording } from './model';

export const REASON_MAX = 1000;
export type Decision = 'approved' | 'rejected';

/** A recording waits for review until someone decides; older recordings carry no moderation at all. */
export function needsReview(recording: Pick<Recording, 'moderation'>): boolean {
  return !recording.moderation || recording.moderation.status === 'pending';
}

/** Every decision says why, so the author and other moderators can follow it later. */
export function reasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return 'Give a reason for this decision';
  if (text.length > REASON_MAX) return `The reason can be at most ${REASON_MAX} characters`;
  return null;
}
