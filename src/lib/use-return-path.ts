import { useSearchParams } from 'react-router-dom';
import { REDIRECT_PARAM, safeInAppPath } from './safe-redirect';

/** Where to go after sign-in: the remembered in-app origin, else the given home. */
export function useReturnPath(): (home: string) => string {
  const [params] = useSearchParams();
  const from = safeInAppPath(params.get(REDIRECT_PARAM));
  return (home) => from ?? home;
}
