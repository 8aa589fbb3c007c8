import type { ConnectionStatus } from '../lib/connection-state';

export const SAVE_TEXT = {
  saving: 'Saving…',
  waiting: 'Waiting for the connection… Your changes are kept and will be saved when it returns.',
} as const;

export type SaveState = 'saving' | 'waiting' | 'done';

/** Where a save is: not started or ended (`done`: its outcome says how), under way, or held up by the network. */
export function saveState(pending: boolean, connection: ConnectionStatus): SaveState {
  if (!pending) return 'done';
  return connection === 'online' ? 'saving' : 'waiting';
}
