import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session';
import { boardMessages, type AnnouncementForm, type ReadMarks, type Reader } from './model';
import {
  deleteAnnouncement,
  emailAnnouncement,
  getReadMarks,
  listAnnouncements,
  listBoard,
  markRead,
  myWorkshopIds,
  saveAnnouncement,
} from './service';

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (orgId: string | null) => ['announcements', 'list', orgId] as const,
  board: (uid: string) => ['announcements', 'board', uid] as const,
  reads: (uid: string) => ['announcements', 'reads', uid] as const,
};

/** The admin list of one organisation, or every message for a super admin (null). */
export const useAnnouncements = (orgId: string | null, enabled = true) =>
  useQuery({ queryKey: announcementKeys.list(orgId), queryFn: () => listAnnouncements(orgId), enabled });

export interface SaveInput {
  id: string | null;
  form: AnnouncementForm;
  workshopTitle: string;
}

/** Saves, then (when asked) e-mails it; a failed e-mail leaves the saved message and says so. */
export function useSaveAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, form, workshopTitle }: SaveInput) => {
      const saved = await saveAnnouncement(id, form, workshopTitle);
      return { id: saved, created: id === null };
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export function useDeleteAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; title: string }) => deleteAnnouncement(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export function useEmailAnnouncement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; title: string }) => emailAnnouncement(id),
    onSettled: () => qc.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

/** The signed-in person as the board's queries and the rules see them. */
function useReader(): { uid: string; reader: () => Promise<Reader> } {
  const { user } = useSession();
  const uid = user?.userId ?? '';
  const roles = Object.fromEntries(Object.entries(user?.organisations ?? {}).map(([id, o]) => [id, o.roles]));
  return { uid, reader: async () => ({ uid, roles, workshopIds: await myWorkshopIds(uid) }) };
}

/** The current messages for the signed-in person, pinned first, and what they have read. */
export function useBoard() {
  const { uid, reader } = useReader();
  const board = useQuery({
    queryKey: announcementKeys.board(uid),
    queryFn: async () => {
      const r = await reader();
      const now = new Date();
      return boardMessages(await listBoard(r, now), r, now);
    },
    enabled: !!uid,
  });
  const reads = useQuery({
    queryKey: announcementKeys.reads(uid),
    queryFn: () => getReadMarks(uid),
    enabled: !!uid,
  });
  return { uid, board, reads };
}

export function useMarkRead(uid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, current }: { id: string; current: ReadMarks }) => markRead(uid, id, current),
    onSuccess: (read) => qc.setQueryData(announcementKeys.reads(uid), read),
  });
}
