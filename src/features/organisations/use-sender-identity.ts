import { useMemo } from 'react';
import { DEFAULT_PRODUCT_NAME } from '@storytelling/shared/mail-kinds';
import { senderIdentity } from '@storytelling/shared/sender-identity';
import { useOrganisation } from './queries';

/**
 * The organisation's sender identity as the server will read it when a send starts (functions/src/mail/sender.ts,
 * the same builder), for the composers: whether its settings are still loading, or could not be read.
 */
export function useSenderIdentity(organisationId: string, fallbackName = '') {
  const org = useOrganisation(organisationId);
  const sender = useMemo(
    () =>
      senderIdentity(
        org.data
          ? { name: org.data.name, settings: org.data.settings }
          : { name: fallbackName || organisationId },
        DEFAULT_PRODUCT_NAME,
      ),
    [org.data, fallbackName, organisationId],
  );
  const problem = org.isError
    ? 'The organisation’s sender settings could not be read: the preview shows its name only.'
    : undefined;
  return { sender, checking: org.isPending, problem };
}
