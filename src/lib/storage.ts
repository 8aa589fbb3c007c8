import type { FirebaseStorage } from 'firebase/storage';
import { env } from './env';
import { db } from './firebase';

/**
 * The only module that talks to Firebase Storage. No Storage emulator runs on our machines (it needs Java 21),
 * so every screen first asks `storageStatus()` and says why Storage is unavailable instead of failing.
 * The SDK is imported on demand: it stays out of every bundle but the screens that use it.
 */
export type StorageStatus = { available: true } | { available: false; reason: string };

let instance: Promise<FirebaseStorage> | undefined;

function storage(): Promise<FirebaseStorage> {
  instance ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const s = getStorage(db().app);
    if (env.VITE_USE_EMULATORS) {
      const [host, port] = env.VITE_STORAGE_EMULATOR_HOST.split(':');
      connectStorageEmulator(s, host ?? '127.0.0.1', Number(port));
    }
    return s;
  });
  return instance;
}

export async function storageStatus(timeoutMs = 2000): Promise<StorageStatus> {
  if (env.VITE_USE_EMULATORS) {
    const host = env.VITE_STORAGE_EMULATOR_HOST;
    if (!host)
      return {
        available: false,
        reason: 'No Storage emulator is configured (VITE_STORAGE_EMULATOR_HOST is empty).',
      };
    try {
      await fetch(`http://${host}/`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      return { available: false, reason: `The Storage emulator at ${host} does not answer.` };
    }
    return { available: true };
  }
  if (!env.VITE_FIREBASE_STORAGE_BUCKET)
    return { available: false, reason: 'No Storage bucket is configured (VITE_FIREBASE_STORAGE_BUCKET).' };
  return { available: true };
}

/** Full paths of the files directly in `folder`. */
export async function listFolder(folder: string): Promise<string[]> {
  const { listAll, ref } = await import('firebase/storage');
  const result = await listAll(ref(await storage(), folder));
  return result.items.map((item) => item.fullPath);
}

/** Delete a file by path. */
export async function deleteFile(path: string): Promise<void> {
  const { deleteObject, ref } = await import('firebase/storage');
  await deleteObject(ref(await storage(), path));
}
