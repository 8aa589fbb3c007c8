import { countOf } from '../../lib/plural';
import type { Pin } from '../pins/model';
import { consentWithdrawn, type Recording } from '../recordings/model';
import { triggerMetres, type WanderStop } from './model';

/**
 * A rejected recording, or one whose consent was withdrawn, is never played on the walk, so it counts neither as
 * the pin's story nor its audio. One still awaiting moderation counts: a walk is planned before its stories are.
 */
export const heardOnWalk = (r: Pick<Recording, 'moderation' | 'consent'>) =>
  r.moderation?.status !== 'rejected' && !consentWithdrawn(r);

export const pinName = (pin: Pick<Pin, 'title' | 'pinKey'>) => pin.title || pin.pinKey;

/**
 * The wander's pins in walk order with what the checks need: position, trigger distance, and the recordings
 * heard there with their durations (by audio URL; a missing or unmeasured one counts as unknown). Keys whose pin
 * is gone are left out and returned apart, so the screen can say so.
 */
export function stopsOf(
  pinKeys: readonly string[],
  pins: ReadonlyMap<string, Pin>,
  recordings: readonly Pick<Recording, 'pinKey' | 'audioUrl' | 'moderation' | 'consent'>[],
  durations: ReadonlyMap<string, number | null>,
): { stops: WanderStop[]; missing: string[] } {
  const byPin = new Map<string, (number | null)[]>();
  for (const r of recordings) {
    if (!r.pinKey || !heardOnWalk(r)) continue;
    const seconds = r.audioUrl ? (durations.get(r.audioUrl) ?? null) : null;
    byPin.set(r.pinKey, [...(byPin.get(r.pinKey) ?? []), seconds]);
  }
  const stops: WanderStop[] = [];
  const missing: string[] = [];
  for (const key of pinKeys) {
    const pin = pins.get(key);
    if (!pin) {
      missing.push(key);
      continue;
    }
    const lengths = byPin.get(key) ?? [];
    stops.push({
      pinKey: key,
      name: pinName(pin),
      point: pin.location.geoPoint,
      triggerMetres: triggerMetres(pin.collectionLogic),
      recordings: lengths.length,
      audioSeconds: lengths.reduce<number>((sum, s) => sum + (s ?? 0), 0),
      unknownDurations: lengths.filter((s) => s === null).length,
    });
  }
  return { stops, missing };
}

/** A stop's line in the walk-order list, in words: "1 recording · trigger 25 m". */
export const stopDetail = (stop: Pick<WanderStop, 'recordings' | 'triggerMetres'>) =>
  `${countOf(stop.recordings, 'recording')} · trigger ${stop.triggerMetres} m`;
