import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';

const ownRef = () => {
  const auth = authClient().currentUser;
  if (!auth) throw new AppError(ERRORS.userNotFound);
  return { uid: auth.uid, ref: firestore.doc(db(), COLLECTIONS.users, auth.uid) };
};

/**
 * The signed-in user's own name, contact e-mail and phone (userProfile.phone); creates their record when they
 * have none yet.
 */
export async function updateOwnProfile(input: {
  displayName: string;
  email: string;
  phone?: string;
}): Promise<void> {
  const { uid, ref } = ownRef();
  const fields = {
    displayName: input.displayName.trim(),
    email: input.email.trim(),
    updatedAt: firestore.serverTimestamp(),
  };
  const phone = input.phone?.trim() ?? '';
  if ((await firestore.getDoc(ref)).exists())
    await firestore.updateDoc(ref, { ...fields, 'userProfile.phone': phone });
  else
    await firestore.setDoc(ref, {
      userKey: uid,
      Organisations: {},
      createdAt: firestore.serverTimestamp(),
      userProfile: { phone },
      ...fields,
    });
}

/** The phone on the signed-in user's own record, or '' when none is. */
export async function readOwnPhone(): Promise<string> {
  const snap = await firestore.getDoc(ownRef().ref);
  const phone = (snap.data()?.userProfile as { phone?: unknown } | undefined)?.phone;
  return typeof phone === 'string' ? phone : '';
}
