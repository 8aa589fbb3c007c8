import { describe, expect, it } from 'vitest';
import { mediaAddress } from './archive-media';

const APP = 'http://127.0.0.1:5173';

describe('which media addresses the export fetches', () => {
  it.each([
    ['a path the app serves', '/audio/demo-chime.wav', `${APP}/audio/demo-chime.wav`],
    ['the app itself', `${APP}/audio/x.mp3`, `${APP}/audio/x.mp3`],
    [
      'a Storage download URL',
      'https://firebasestorage.googleapis.com/v0/b/b/o/audio%2Fx.mp3?alt=media&token=t',
      'https://firebasestorage.googleapis.com/v0/b/b/o/audio%2Fx.mp3?alt=media&token=t',
    ],
    [
      'a bucket of the new kind',
      'https://demo.firebasestorage.app/x.wav',
      'https://demo.firebasestorage.app/x.wav',
    ],
    ['a host the deployment adds', 'https://media.example.org/x.wav', 'https://media.example.org/x.wav'],
  ])('%s', (_what, audioUrl, fetched) => {
    expect(mediaAddress(audioUrl, APP, ['media.example.org'])).toEqual({ ok: true, url: new URL(fetched) });
  });

  it.each([
    ['none', undefined, 'The recording has no media address'],
    ['blank', '  ', 'The recording has no media address'],
    ['another scheme', 'file:///etc/passwd', 'The media address is not an http(s) address'],
    ['a metadata server', 'http://169.254.169.254/computeMetadata/v1/', 'not 169.254.169.254'],
    ['another port of the machine', 'http://127.0.0.1:8080/x', 'not 127.0.0.1'],
    ['Storage over plain http', 'http://storage.googleapis.com/b/x.wav', 'not storage.googleapis.com'],
    [
      'a look-alike host',
      'https://firebasestorage.googleapis.com.evil.test/x',
      'not firebasestorage.googleapis.com.evil.test',
    ],
  ])('refuses %s', (_what, audioUrl, reason) => {
    const answer = mediaAddress(audioUrl, APP);
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.reason).toContain(reason);
  });
});
