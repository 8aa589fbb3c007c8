import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailKind } from '@storytelling/shared/mail-kinds';
import type { MailTemplate } from '@storytelling/shared/mail-templates';
import type { WithId } from '../../lib/converter';
import type { StoredTemplate } from './model';
import {
  listTemplates,
  listVersions,
  namesOf,
  saveTemplate,
  sendTestEmail,
  type SaveTemplateInput,
} from './service';

export const templateKeys = {
  all: ['emailTemplates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  versions: (kind: MailKind) => [...templateKeys.all, 'versions', kind] as const,
  names: (uids: readonly string[]) => [...templateKeys.all, 'names', uids] as const,
};

export const useTemplates = (enabled = true) =>
  useQuery({ queryKey: templateKeys.list(), queryFn: listTemplates, enabled });

export const useVersions = (kind: MailKind) =>
  useQuery({ queryKey: templateKeys.versions(kind), queryFn: () => listVersions(kind) });

/** Names of the people who saved versions; the uids are sorted so the same set is one cache entry. */
export function useSaverNames(uids: readonly string[]) {
  const sorted = [...new Set(uids)].sort();
  return useQuery({
    queryKey: templateKeys.names(sorted),
    queryFn: () => namesOf(sorted),
    enabled: sorted.length > 0,
    staleTime: Infinity,
  });
}

/** Saves a version; the list shows the new version at once, then both lists are read again. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTemplateInput) => saveTemplate(input),
    onSuccess: (saved) => {
      client.setQueryData(
        templateKeys.list(),
        (old: Partial<Record<MailKind, WithId<StoredTemplate>>> = {}) => ({
          ...old,
          [saved.kind]: { ...saved, id: saved.kind },
        }),
      );
    },
    onSettled: (_data, _error, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: templateKeys.list() }),
        client.invalidateQueries({ queryKey: templateKeys.versions(input.kind) }),
      ]),
  });
}

export interface TestSendInput {
  kind: MailKind;
  to: string;
  draft: MailTemplate;
}

export const useSendTest = () =>
  useMutation({ mutationFn: ({ kind, to, draft }: TestSendInput) => sendTestEmail(kind, to, draft) });
