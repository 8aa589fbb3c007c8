import { z } from 'zod';

/**
 * Configuration from Vite's env (`.env.example` documents each variable). A server may also inject
 * `window.__APP_CONFIG__` before the bundle loads; the end-to-end tests do that so one build can point at
 * emulators on whatever free ports a run picked.
 */
const schema = z.object({
  VITE_FIREBASE_API_KEY: z.string().default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().default(''),
  VITE_FIREBASE_PROJECT_ID: z.string().default('demo-storytelling'),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().default(''),
  VITE_FIREBASE_APP_ID: z.string().default(''),
  VITE_USE_EMULATORS: z
    .string()
    .default('true')
    .transform((v) => v === 'true'),
  VITE_FIRESTORE_EMULATOR_HOST: z.string().default('127.0.0.1:8080'),
  VITE_AUTH_EMULATOR_URL: z.string().default('http://127.0.0.1:9099'),
  VITE_STORAGE_EMULATOR_HOST: z.string().default(''),
  VITE_EMAIL_ENDPOINT: z.string().default('http://127.0.0.1:5001/demo-storytelling/us-central1/sendEmail'),
  VITE_SUPPORT_EMAIL: z.string().default('support@storytelling.example'),
  VITE_CONTACT_EMAIL: z.string().default('hello@storytelling.example'),
  VITE_SENTRY_DSN: z.string().default(''),
  VITE_SENTRY_ENVIRONMENT: z.string().default('development'),
});

export type AppEnv = z.output<typeof schema>;

declare global {
  interface Window {
    __APP_CONFIG__?: Record<string, string>;
  }
}

function load(): AppEnv {
  const injected = typeof window !== 'undefined' ? window.__APP_CONFIG__ : undefined;
  // Empty strings mean "not set", so the defaults above apply.
  const merged = Object.fromEntries(
    Object.entries({ ...import.meta.env, ...injected }).filter(([, v]) => v !== '' && v !== undefined),
  );
  return schema.parse(merged);
}

export const env: AppEnv = load();
