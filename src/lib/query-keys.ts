/**
 * React-query keys that more than one area refreshes (tags' rebuild refreshes the pins), kept apart from the
 * hooks so a screen can refresh another area's cache without importing that area.
 */
export const pinKeys = { all: ['pins'] as const };
export const projectKeys = { all: ['projects'] as const };
export const recordingKeys = { all: ['recordings'] as const };
