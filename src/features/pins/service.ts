import * as firestore from 'firebase/firestore';
import { COLLECTIONS } from '../../lib/collections';
import { converterFor, type WithId } from '../../lib/converter';
import { AppError } from '../../lib/errors';
import { authClient, db } from '../../lib/firebase';
import { DOCUMENT_ID } from '../../lib/firestore-rest';
import { queryAsUser } from '../../lib/reads-as-user';
import { withTimeout } from '../../lib/with-timeout';
import { readTagKeyChanges, tagRefsFor, tagKeyChanges, tagNameChanges, cleanTagNames } from '../tags';
import { isBlankKey, zPin, type Pin } from './model';
import { locationTagsOf } from '../../kernel/pin-location-tags';
import { pinOrderWrites, type PinOrderEntry } from './pin-order';

const converter = converterFor(zPin);
const pinRef = (pinKey: string) => firestore.doc(db(), COLLECTIONS.pins, pinKey);
const projectRef = (projectId: string) => firestore.doc(db(), COLLECTIONS.projects, projectId);
/** A project holds at most this many pins (the pin list is built and measured for 10,000). */
export const PIN_LIST_LIMIT = 20_000;

/** Pins are read in pages: one answer for 10,000 pins can take the emulator (and a slow link) past 10 s. */
export const PIN_PAGE_SIZE = 500;

/** A page that has not answered by then is a hang, not a slow link: the list says so and offers a retry. */
export const PIN_PAGE_TIMEOUT_MS = 30_000;
export const PINS_DID_NOT_ANSWER = 'The pins could not be loaded: the database did not answer. Try again.';

/**
 * Every pin of a project, in pages of PIN_PAGE_SIZE, as the signed-in person (lib/reads-as-user.ts): a one-shot
 * read of thousands of documents as plain requests, not over the streaming SDK's channel, where one was seen to
 * hang with no error (a forward-channel request aborted, the back channel open, nothing arriving).
 */
export async function listPins(projectId: string): Promise<WithId<Pin>[]> {
  const pins: WithId<Pin>[] = [];
  let after: string | undefined;
  while (pins.length < PIN_LIST_LIMIT) {
    const page = await withTimeout(
      queryAsUser(zPin, COLLECTIONS.pins, {
        where: [['project', '==', projectId]],
        orderBy: [DOCUMENT_ID],
        ...(after !== undefined && { startAfter: [after] }),
        limit: PIN_PAGE_SIZE,
      }),
      PIN_PAGE_TIMEOUT_MS,
      PINS_DID_NOT_ANSWER,
    );
    pins.push(...page);
    if (page.length < PIN_PAGE_SIZE) break;
    after = page.at(-1)!.id;
  }
  return pins;
}

/** Pin lookup with a blank key returns nothing, without asking the database. */
export async function getPin(pinKey: string): Promise<WithId<Pin> | null> {
  if (isBlankKey(pinKey)) return null;
  const snap = await firestore.getDoc(pinRef(pinKey).withConverter(converter));
  return snap.exists() ? snap.data() : null;
}

function newPinKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `pin-${[...bytes]
    .map((b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 12)}`;
}

/** Adds a pin where the map was clicked and lists it on its project, in one write. */
/** Positions from a map click or drag, to 6 decimals (about 10 cm): more digits are noise, not precision. */
function geoPointAt(lat: number, long: number) {
  return { geoPoint: { lat: Number(lat.toFixed(6)), long: Number(long.toFixed(6)) } };
}

export async function addPin(
  projectId: string,
  lat: number,
  long: number,
  pinType = 'standard',
): Promise<string> {
  const pinKey = newPinKey();
  const batch = firestore.writeBatch(db());
  batch.set(pinRef(pinKey), {
    pinKey,
    project: projectId,
    pinType,
    location: geoPointAt(lat, long),
    tags: { locationTags: [] },
    createdAt: firestore.serverTimestamp(),
    updatedAt: firestore.serverTimestamp(),
  });
  batch.update(projectRef(projectId), {
    pins: firestore.arrayUnion(pinKey),
    updatedAt: firestore.serverTimestamp(),
  });
  await batch.commit();
  return pinKey;
}

export async function movePin(pinKey: string, lat: number, long: number): Promise<void> {
  await firestore.updateDoc(pinRef(pinKey), {
    location: geoPointAt(lat, long),
    updatedAt: firestore.serverTimestamp(),
  });
}

export interface PinDetails {
  title: string;
  pinType: string;
  lat: number;
  long: number;
  locationTags: string[];
  /** Left out: unchanged. Null clears it. Changing it needs a signed-in user, as in updateCollectionLogic. */
  collectionLogic?: Record<string, unknown> | null;
}

export const SIGN_IN_FOR_COLLECTION_LOGIC = 'You must be signed in to change collection logic';
/** The names whose tag documents a change from `before` to `after` touches, looked up before a transaction. */
function changingNames(before: readonly string[], after: readonly string[]): string[] {
  const { add, remove } = tagNameChanges(before, after);
  return [...add, ...remove];
}

/**
 * Saves the pin editor's fields and moves the pin's key between its tags (a tag is created on
 * first use and deleted with its last key) in one transaction, so a refused save changes neither pin nor tags.
 * Returns the location tags as saved: cleaned, and spelled as tags that already exist are; null when the pin is
 * gone (logged, nothing written).
 */
export async function updatePinDetails(pinKey: string, details: PinDetails): Promise<string[] | null> {
  const logic = details.collectionLogic;
  if (logic !== undefined && !authClient().currentUser) throw new AppError(SIGN_IN_FOR_COLLECTION_LOGIC);
  const wanted = cleanTagNames(details.locationTags);
  const saved = await getPin(pinKey);
  const refs = await tagRefsFor('pin', changingNames(saved?.tags.locationTags ?? [], wanted));
  return firestore.runTransaction(db(), async (tx) => {
    const pin = await tx.get(pinRef(pinKey));
    if (!pin.exists()) {
      console.error(`Not saving pin ${pinKey}: pin not found`);
      return null;
    }
    const changes = tagKeyChanges('pin', pinKey, locationTagsOf(pin.data()), wanted);
    const tags = await readTagKeyChanges(tx, changes, refs);
    const locationTags = tags.spell(wanted);
    tx.update(pinRef(pinKey), {
      title: details.title,
      pinType: details.pinType,
      location: { geoPoint: { lat: details.lat, long: details.long } },
      tags: { locationTags },
      ...(logic !== undefined ? { collectionLogic: logic ?? firestore.deleteField() } : {}),
      updatedAt: firestore.serverTimestamp(),
    });
    tags.apply(tx);
    return locationTags;
  });
}

/** Changing collection logic needs a signed-in user; null clears it. */
export async function updateCollectionLogic(
  pinKey: string,
  collectionLogic: Record<string, unknown> | null,
): Promise<void> {
  if (!authClient().currentUser) throw new AppError(SIGN_IN_FOR_COLLECTION_LOGIC);
  await firestore.updateDoc(pinRef(pinKey), {
    collectionLogic: collectionLogic ?? firestore.deleteField(),
    updatedAt: firestore.serverTimestamp(),
  });
}

/**
 * Removes a pin, its entry in the project's pin list and its key in its tags (deleting a tag with its last
 * key) together. When the pin or the project is missing it logs and aborts, writing nothing; the result says
 * whether anything was removed.
 */
export async function removePin(projectId: string, pinKey: string): Promise<boolean> {
  if (isBlankKey(pinKey) || isBlankKey(projectId)) return false;
  const saved = await getPin(pinKey);
  const refs = await tagRefsFor('pin', saved?.tags.locationTags ?? []);
  return firestore.runTransaction(db(), async (tx) => {
    const [pin, project] = await Promise.all([tx.get(pinRef(pinKey)), tx.get(projectRef(projectId))]);
    if (!pin.exists() || !project.exists()) {
      console.error(`Not removing pin ${pinKey}: ${pin.exists() ? 'project' : 'pin'} not found`);
      return false;
    }
    const tags = await readTagKeyChanges(
      tx,
      tagKeyChanges('pin', pinKey, locationTagsOf(pin.data()), []),
      refs,
    );
    tx.delete(pinRef(pinKey));
    tx.update(projectRef(projectId), {
      pins: firestore.arrayRemove(pinKey),
      updatedAt: firestore.serverTimestamp(),
    });
    tags.apply(tx);
    return true;
  });
}

/** Writes pinOrder for every valid entry (the rest are skipped), 450 per batch. Returns how many were written. */
export async function savePinOrder(entries: readonly PinOrderEntry[]): Promise<number> {
  const writes = pinOrderWrites(entries);
  for (let i = 0; i < writes.length; i += 450) {
    const batch = firestore.writeBatch(db());
    for (const w of writes.slice(i, i + 450)) {
      batch.update(pinRef(w.pinKey), { pinOrder: w.pinOrder, updatedAt: firestore.serverTimestamp() });
    }
    await batch.commit();
  }
  return writes.length;
}

/** The QR code of a pin encodes its qrPath; a pin without one gets `{project}/{pinKey}`. */
export function defaultQrPath(pin: Pick<Pin, 'project' | 'pinKey'>): string {
  return `${pin.project}/${pin.pinKey}`;
}

export async function setQrPath(pinKey: string, qrPath: string): Promise<void> {
  await firestore.updateDoc(pinRef(pinKey), { qrPath, updatedAt: firestore.serverTimestamp() });
}
