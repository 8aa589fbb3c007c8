import { z } from 'zod';

export const zPinOrder = z.object({
  id: z.union([z.string(), z.number()]),
  branch: z.union([z.string(), z.number()]),
});

/** Collection `Pins`. */
export const zPin = z.object({
  pinKey: z.string().min(1),
  project: z.string().min(1),
  pinType: z.string().default('standard'),
  qrPath: z.string().optional(),
  location: z.object({
    geoPoint: z.object({ lat: z.number().min(-90).max(90), long: z.number().min(-180).max(180) }),
  }),
  pinOrder: zPinOrder.optional(),
  collectionLogic: z.unknown().optional(),
  tags: z.object({ locationTags: z.array(z.string()).default([]) }).default({ locationTags: [] }),
  title: z.string().optional(),
});
export type Pin = z.infer<typeof zPin>;

/** Pin types offered when editing; other values already in the data are kept and shown as they are. */
export const PIN_TYPES = ['standard', 'story', 'trail', 'information'] as const;

/** Pin lookup with a blank key returns nothing. */
export function isBlankKey(key: string | null | undefined): boolean {
  return !key || key.trim() === '';
}

/** Beyond this many markers the map gets slow; the pin list shows every pin. */
export const MAP_MARKER_LIMIT = 2000;
