import { z } from 'zod/mini';

export const zPinOrder = z.object({
  id: z.union([z.string(), z.number()]),
  branch: z.union([z.string(), z.number()]),
});

/** Collection `Pins`. */
export const zPin = z.object({
  pinKey: z.string().check(z.minLength(1)),
  project: z.string().check(z.minLength(1)),
  pinType: z._default(z.string(), 'standard'),
  qrPath: z.optional(z.string()),
  location: z.object({
    geoPoint: z.object({
      lat: z.number().check(z.minimum(-90), z.maximum(90)),
      long: z.number().check(z.minimum(-180), z.maximum(180)),
    }),
  }),
  pinOrder: z.optional(zPinOrder),
  collectionLogic: z.optional(z.unknown()),
  tags: z._default(z.object({ locationTags: z._default(z.array(z.string()), []) }), { locationTags: [] }),
  title: z.optional(z.string()),
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
