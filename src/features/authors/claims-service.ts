import * as firestore from 'firebase/firestore';
import { z } from 'zod/mini';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, zDate, type WithId } from '../../lib/converter';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { zUser } from '../../kernel/users';
import { claimProblem } from './claims';
import { AUTHOR_MERGES } from './service';

export const AUTHOR_CLAIMS = COLLECTIONS.authorClaims;

export const zAuthorClaim = z.object({
  userKey: z.string(),
  authorKey: z.string(),
  message: z._default(z.string(), ''),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z._default(z.nullable(zDate), null),
  decidedBy: z.optional(z.string()),
});
export type AuthorClaim = WithId<z.infer<typeof zAuthorClaim>>;

const claims = () => firestore.collection(db(), AUTHOR_CLAIMS).withConverter(converterFor(zAuthorClaim));

function me(): string {
  const uid = authClient().currentUser?.uid;
  if (!uid) throw new AppError(ERRORS.userNotFound);
  return uid;
}

/** The author profile linked to the signed-in user (`Users/{uid}.userProfile.authorKey`), if any. */
export async function myAuthorKey(): Promise<string | null> {
  const snap = await firestore.getDoc(
    firestore.doc(db(), COLLECTIONS.users, me()).withConverter(converterFor(zUser)),
  );
  return snap.data()?.userProfile?.authorKey || null;
}

export async function listMyClaims(): Promise<AuthorClaim[]> {
  const snap = await firestore.getDocs(
    firestore.query(claims(), firestore.where('userKey', '==', me()), firestore.limit(50)),
  );
  return snap.docs.map((d) => d.data());
}

/** For super admins: the claims waiting for a decision, with who made each (a name says more than a uid). */
export async function listPendingClaims(): Promise<(AuthorClaim & { claimant: string })[]> {
  const snap = await firestore.getDocs(
    firestore.query(claims(), firestore.where('status', '==', 'pending'), firestore.limit(100)),
  );
  const rows = snap.docs.map((d) => d.data());
  const users = await Promise.all(
    [...new Set(rows.map((c) => c.userKey))].map(async (uid) => {
      // A record that cannot be read or parsed still leaves the claim reviewable, shown by uid.
      const data = await firestore
        .getDoc(firestore.doc(db(), COLLECTIONS.users, uid).withConverter(converterFor(zUser)))
        .then((snap) => snap.data())
        .catch(() => undefined);
      return [uid, data ? `${data.displayName || uid} (${data.email || uid})` : uid] as const;
    }),
  );
  const names = new Map(users);
  return rows.map((c) => ({ ...c, claimant: names.get(c.userKey) ?? c.userKey }));
}

export async function fileClaim(authorKey: string, message: string): Promise<string> {
  const userKey = me();
  const [linked, mine] = await Promise.all([myAuthorKey(), listMyClaims()]);
  const problem = claimProblem(
    { authorKey, message },
    { linkedAuthorKey: linked ?? undefined, myClaims: mine },
  );
  if (problem) throw new AppError(problem);
  const ref = await firestore.addDoc(firestore.collection(db(), AUTHOR_CLAIMS), {
    userKey,
    authorKey,
    message: message.trim(),
    status: 'pending',
    createdAt: firestore.serverTimestamp(),
  });
  return ref.id;
}

/**
 * The profile a key stands for now: a profile merged away since the claim was filed is followed to its survivor
 * through the authorMerges records (a few hops at most; a loop cannot occur as merged profiles are deleted).
 */
export async function currentAuthorKey(authorKey: string): Promise<string> {
  let key = authorKey;
  for (let hop = 0; hop < 5; hop++) {
    const merge = await firestore.getDocs(
      firestore.query(
        firestore.collection(db(), AUTHOR_MERGES),
        firestore.where('mergedKey', '==', key),
        firestore.limit(1),
      ),
    );
    const survivor = merge.docs[0]?.get('survivorKey') as string | undefined;
    if (!survivor) return key;
    key = survivor;
  }
  return key;
}

/**
 * A super admin decides a claim. Approval links the profile (or the one it was merged into) to the claimant
 * (`userProfile.authorKey`) and the claimant to the profile (`Authors.userKey`) in the same transaction as the
 * decision.
 */
export async function decideClaim(claimId: string, status: 'approved' | 'rejected'): Promise<void> {
  const decidedBy = me();
  const ref = firestore.doc(db(), AUTHOR_CLAIMS, claimId);
  const claimed = (await firestore.getDoc(ref)).get('authorKey') as string | undefined;
  const target = status === 'approved' && claimed ? await currentAuthorKey(claimed) : null;
  await firestore.runTransaction(db(), async (tx) => {
    const snap = await tx.get(ref);
    const claim = snap.data();
    if (!claim) throw new AppError('Claim not found');
    if (claim.status !== 'pending') throw new AppError('This claim was already decided');
    const now = firestore.serverTimestamp();
    if (target) {
      const authorRef = firestore.doc(db(), COLLECTIONS.authors, target);
      if (!(await tx.get(authorRef)).exists()) throw new AppError('Author profile not found');
      tx.update(firestore.doc(db(), COLLECTIONS.users, String(claim.userKey)), {
        'userProfile.authorKey': target,
        updatedAt: now,
      });
      tx.update(authorRef, { userKey: claim.userKey, updatedAt: now });
    }
    tx.update(ref, { status, decidedBy, decidedAt: now });
  });
}
