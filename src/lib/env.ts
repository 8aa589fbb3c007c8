/**
 * Configuration from Vite's env (`.env.example` documents each variable). A server may also inject
 * `window.__APP_CONFIG__` before the bundle loads; the end-to-end tests do that so one build can point at
 * emulators on whatever free ports a run picked. Plain code rather than a schema: this runs on every first load.
 */
const DEFAULTS = {
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: '',
  VITE_FIREBASE_PROJECT_ID: 'demo-storytelling',
  VITE_FIREBASE_STORAGE_BUCKET: '',
  VITE_FIREBASE_APP_ID: '',
  VITE_USE_EMULATORS: 'true',
  VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
  VITE_STORAGE_EMULATOR_HOST: '',
  VITE_EMAIL_ENDPOINT: 'http://127.0.0.1:5001/demo-storytelling/us-central1/sendEmail',
  VITE_UNSUBSCRIBE_ENDPOINT: 'http://127.0.0.1:5001/demo-storytelling/us-central1/unsubscribe',
  VITE_DELETE_PROJECT_ENDPOINT: 'http://127.0.0.1:5001/demo-storytelling/us-central1/deleteProject',
  VITE_WORKSHOP_REQUEST_ENDPOINT: 'http://127.0.0.1:5001/demo-storytelling/us-central1/requestWorkshop',
  VITE_SUBSCRIBERS_ENDPOINT: 'http://127.0.0.1:5001/demo-storytelling/us-central1/subscribers',
  VITE_SUPPORT_EMAIL: 'support@storytelling.example',
  VITE_CONTACT_EMAIL: 'hello@storytelling.example',
  VITE_SENTRY_DSN: '',
  VITE_SENTRY_ENVIRONMENT: 'development',
  VITE_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
};

type EnvName = keyof typeof DEFAULTS;
export type AppEnv = Record<Exclude<EnvName, 'VITE_USE_EMULATORS'>, string> & { VITE_USE_EMULATORS: boolean };

declare global {
  interface Window {
    __APP_CONFIG__?: Record<string, string>;
  }
}

export function loadEnv(sources: Record<string, unknown>[]): AppEnv {
  const pick = (name: EnvName): string => {
    for (const source of sources) {
      const value = source[name];
      if (typeof value === 'string' && value !== '') return value; // empty means "not set"
    }
    return DEFAULTS[name];
  };
  const values = Object.fromEntries((Object.keys(DEFAULTS) as EnvName[]).map((k) => [k, pick(k)]));
  return { ...(values as Record<EnvName, string>), VITE_USE_EMULATORS: values.VITE_USE_EMULATORS === 'true' };
}

export const env: AppEnv = loadEnv([
  (typeof window !== 'undefined' ? window.__APP_CONFIG__ : undefined) ?? {},
  // undefined outside Vite (a tsx script such as scripts/perf/subscriber-import.ts), which sets `env` itself
  (import.meta.env as Record<string, unknown> | undefined) ?? {},
]);
