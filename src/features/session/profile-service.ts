import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { AppError, ERRORS } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';

/** The signed-in user's own name and contact e-mail; creates their record when they have none yet. */
export async function updateOwnProfile(input: { displayName: string; email: string }): Promise<void> {
  const auth = authClient().currentUser;
  if (!auth) throw new AppError(ERRORS.userNotFound);
  const ref = doc(db(), COLLECTIONS.users, auth.uid);
  const fields = {
    displayName: input.displayName.trim(),
    email: input.email.trim(),
    updatedAt: serverTimestamp(),
  };
  if ((await getDoc(ref)).exists()) await updateDoc(ref, fields);
  else await setDoc(ref, { userKey: auth.uid, Organisations: {}, createdAt: serverTimestamp(), ...fields });
}
