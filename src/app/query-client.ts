import { QueryClient } from '@tanstack/react-query';
import { pendingSaves, trackMutations } from '../lib/pending-saves';

/** The app's one react-query cache (its own module so AppProviders.tsx exports components only: fast refresh). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

trackMutations(queryClient.getMutationCache(), pendingSaves);
