import { useQuery } from '@tanstack/react-query';
import { getPublicWorkshops, loadMyInterestWorkshops, listMyWorkshopMail } from './history-service';
import { workshopKeys } from './keys';

/** The workshops I registered interest in, with my answers (refreshed when I show or change interest). */
export const useMyInterestWorkshops = (uid: string) =>
  useQuery({
    queryKey: workshopKeys.myInterest(uid),
    queryFn: () => loadMyInterestWorkshops(uid),
    enabled: !!uid,
  });

/** The workshop updates and cancellations I was sent; read apart, so my workshops show even if this fails. */
export const useMyWorkshopMail = (uid: string) =>
  useQuery({ queryKey: workshopKeys.myMail(uid), queryFn: () => listMyWorkshopMail(uid), enabled: !!uid });

/** How the workshops of my offers stand now (their public copies): a cancelled one no longer asks for an answer. */
export const useOfferedWorkshops = (workshopIds: string[]) => {
  const ids = [...new Set(workshopIds)].sort();
  return useQuery({
    queryKey: workshopKeys.publicOf(ids),
    queryFn: () => getPublicWorkshops(ids),
    enabled: ids.length > 0,
  });
};
