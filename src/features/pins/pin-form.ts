import { cleanTagNames } from '../tags';

export interface PinForm {
  title: string;
  pinType: string;
  lat: string;
  long: string;
  tags: string;
  collectionLogic: string;
}
export type PinFormErrors = Partial<Record<keyof PinForm, string>>;
export interface PinFormValues {
  title: string;
  pinType: string;
  lat: number;
  long: number;
  locationTags: string[];
  collectionLogic: Record<string, unknown> | null;
}

function coordinate(text: string, limit: number, name: string): number | string {
  if (text.trim() === '') return `${name} is required`;
  const value = Number(text);
  if (!Number.isFinite(value)) return `${name} must be a number`;
  if (value < -limit || value > limit) return `${name} must be between -${limit} and ${limit}`;
  return value;
}

/**
 * Tags are written comma-separated; blanks and repeats are dropped. A tag is one tag whatever its case or
 * spacing ("Old  Town" and "old town"), as in /tags-view, so the first spelling is kept.
 */
export function parseTags(text: string): string[] {
  return cleanTagNames(text.split(','));
}

/** Checks the pin editor's fields; returns the values to write or a message per field. */
export function validatePinForm(form: PinForm): { values: PinFormValues } | { errors: PinFormErrors } {
  const errors: PinFormErrors = {};
  const lat = coordinate(form.lat, 90, 'Latitude');
  const long = coordinate(form.long, 180, 'Longitude');
  if (typeof lat === 'string') errors.lat = lat;
  if (typeof long === 'string') errors.long = long;
  if (form.pinType.trim() === '') errors.pinType = 'Choose a pin type';
  if (form.title.length > 200) errors.title = 'Title must be at most 200 characters';
  const tags = parseTags(form.tags);
  if (tags.length > 50) errors.tags = 'At most 50 tags';
  // A tag's name is at most 100 characters (Tags in firestore.rules).
  else if (tags.some((t) => t.length > 100)) errors.tags = 'Keep each tag under 100 characters';
  let collectionLogic: Record<string, unknown> | null = null;
  if (form.collectionLogic.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(form.collectionLogic);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        collectionLogic = parsed as Record<string, unknown>;
      } else errors.collectionLogic = 'Collection logic must be a JSON object, like {"radius": 25}';
    } catch {
      errors.collectionLogic = 'Collection logic is not valid JSON';
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    values: {
      title: form.title.trim(),
      pinType: form.pinType.trim(),
      lat: lat as number,
      long: long as number,
      locationTags: tags,
      collectionLogic,
    },
  };
}
