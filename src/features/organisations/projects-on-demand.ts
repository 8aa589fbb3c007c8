import { onUse } from '../../lib/on-use';

/**
 * The organisation's projects, with the projects area loaded on first use: its service brings the streaming
 * Firestore SDK, which the first dashboard an organisation admin lands on (the members tab) does not need. Loaded
 * when a tab lists projects or a group change works out project access.
 */
export const listOrganisationProjects = onUse(() => import('../projects'), 'listOrganisationProjects');
