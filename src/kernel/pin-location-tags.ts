/**
 * A pin document's location tags, read defensively from raw data: pins (saving) and tags (rebuilding) both need
 * it, so it lives below both.
 */
export function locationTagsOf(data: unknown): string[] {
  const tags = (data as { tags?: { locationTags?: unknown } } | undefined)?.tags?.locationTags;
  return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
}
