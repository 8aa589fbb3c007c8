/** The pins' react-query keys, apart from the hooks so other screens can refresh pins without loading them. */
export const pinKeys = { all: ['pins'] as const };
