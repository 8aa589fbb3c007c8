import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SaveSafety } from '../components/SaveSafety';
import { SessionProvider } from '../features/session/SessionProvider';
import { queryClient } from './query-client';
import { ThemeModeProvider } from './ThemeModeProvider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeModeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
        <SaveSafety />
      </QueryClientProvider>
    </ThemeModeProvider>
  );
}
