import { afterEach, describe, expect, it, vi } from 'vitest';
import { appOrigin } from './config';

// The archive export resolves relative media addresses against this origin and fetches from it, and e-mails link
// to it: a header the caller sets must never point either at another host.
describe('appOrigin: what a request may say about the app’s address', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('in production the configured origin, whatever Origin the request carries', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('APP_ORIGIN', 'https://admin.example.org/');
    expect(appOrigin('http://169.254.169.254')).toBe('https://admin.example.org');
    expect(appOrigin('http://127.0.0.1:5173')).toBe('https://admin.example.org');
  });

  it('on the emulators a loopback origin only (test runs serve the app on free ports)', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('APP_ORIGIN', 'http://127.0.0.1:5173');
    expect(appOrigin('http://127.0.0.1:41234')).toBe('http://127.0.0.1:41234');
    expect(appOrigin('http://169.254.169.254')).toBe('http://127.0.0.1:5173');
    expect(appOrigin('http://127.0.0.1.evil.example')).toBe('http://127.0.0.1:5173');
    expect(appOrigin('https://attacker.example')).toBe('http://127.0.0.1:5173');
  });
});
