import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { UNSUBSCRIBE_SECRET } from './mail/config.js';
import { recordTrackEvent, type TrackEvent } from './mail/track-record.js';
import { PIXEL_GIF, readClick, readOpen } from './mail/tracking.js';

const INVALID_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not valid</title>' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="font-family:sans-serif">' +
  '<h1>This link is not valid</h1><p>It may have been changed or cut short. Open the address from the e-mail ' +
  'again, or copy it in full.</p></body></html>';

/** Counting must never stand between a person and their link: a failure is logged and the answer goes out. */
async function count(req: Request, event: TrackEvent, messageId: string, deliveryId: string) {
  // A HEAD is a link checker asking whether the address works, not a person reading.
  if (req.method !== 'GET') return;
  try {
    await recordTrackEvent(event, messageId, deliveryId);
  } catch (error) {
    console.error('Could not record a newsletter', event, messageId, deliveryId, error);
  }
}

/**
 * The public tracking endpoint of newsletters (mail/tracking.ts), no sign-in; the signature is the authority:
 * - `GET /o?d=&s=` → the open is counted, a 1×1 GIF comes back;
 * - `GET /c?d=&u=&s=` → the click is counted, then a 302 to exactly `u`, whose signature covers it.
 * Anything tampered with (another URL, another delivery, a cut signature, a non-http(s) URL) gets a 400 page and
 * no redirect, so the endpoint can never send anyone to an address the server did not put in the mail.
 */
export async function handleTrack(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Use GET');
    return;
  }
  const secret = UNSUBSCRIBE_SECRET.value();
  const query = req.query as Record<string, unknown>;
  res.set('Cache-Control', 'no-store, private').set('Referrer-Policy', 'no-referrer');
  if (req.path === '/o') {
    const open = readOpen(secret, query);
    if (!open.ok) return void res.status(400).type('html').send(INVALID_PAGE);
    await count(req, 'open', open.messageId, open.deliveryId);
    res.status(200).type('image/gif').send(PIXEL_GIF);
    return;
  }
  if (req.path === '/c') {
    const click = readClick(secret, query);
    if (!click.ok) return void res.status(400).type('html').send(INVALID_PAGE);
    await count(req, 'click', click.messageId, click.deliveryId);
    res.redirect(302, click.url);
    return;
  }
  res.status(404).type('html').send(INVALID_PAGE);
}
