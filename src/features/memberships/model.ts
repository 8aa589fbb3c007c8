/**
 * A ProjectAccess record's id: the project and the person, so a grant is found (and refused twice) by key, and
 * the rules can check that a record names the person it belongs to.
 */
export type AccessKey = `${string}_${string}`;

export const accessKey = (projectId: string, userId: string): AccessKey => `${projectId}_${userId}`;
