import { useEffect, useState } from 'react';
import { messageOf } from '../../lib/errors';
import { watchMessage, type MailProgress } from './service';

/** A queued message's live progress (null until the first snapshot), or the reason it cannot be followed. */
export function useMailProgress(messageId: string | null): {
  progress: MailProgress | null;
  error: string | null;
} {
  const [state, setState] = useState<{
    id: string | null;
    progress: MailProgress | null;
    error: string | null;
  }>({
    id: null,
    progress: null,
    error: null,
  });
  useEffect(() => {
    if (!messageId) return;
    return watchMessage(
      messageId,
      (progress) => setState({ id: messageId, progress, error: null }),
      (e) => setState({ id: messageId, progress: null, error: messageOf(e) }),
    );
  }, [messageId]);
  return state.id === messageId && messageId ? state : { progress: null, error: null };
}
