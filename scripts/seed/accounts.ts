/**
 * The demo accounts, one per role. `npm start` prints them and the README lists them; tests sign in with them.
 * Fixed uids keep the seed idempotent.
 */
export const DEMO_ORG_ID = 'demo-org';
export const DEMO_ORG_NAME = 'Riverside Heritage School';
/** The demo organisation's sender identity (Organisation Settings → Sender), shown on its newsletters. */
export const DEMO_ORG_SENDER = {
  senderName: 'Riverside School',
  replyTo: 'office@riverside-school.example',
  postalAddress: '1 River Lane\nRiverton\nRV1 2AB',
};

export const DEMO_ACCOUNTS = {
  superAdmin: {
    uid: 'demo-superadmin',
    email: 'superadmin@demo.test',
    password: 'demo-super-123',
    name: 'Sam Super',
    signInAs: 'Super Admin',
  },
  organisationAdmin: {
    uid: 'demo-orgadmin',
    email: 'orgadmin@demo.test',
    password: 'demo-admin-123',
    name: 'Olivia Admin',
    signInAs: 'Organisation Admin',
  },
  moderator: {
    uid: 'demo-moderator',
    email: 'moderator@demo.test',
    password: 'demo-moderator-123',
    name: 'Max Moderator',
    signInAs: 'Moderator',
  },
  facilitator: {
    uid: 'demo-facilitator',
    email: 'facilitator@demo.test',
    password: 'demo-facilitator-123',
    name: 'Fatima Facilitator',
    signInAs: 'Facilitator',
  },
  member: {
    uid: 'demo-participant',
    email: 'participant@demo.test',
    password: 'demo-participant-123',
    name: 'Pat Participant',
    signInAs: 'Participant / Member',
  },
  projectAdmin: {
    uid: 'demo-projectadmin',
    email: 'projectadmin@demo.test',
    password: 'demo-project-123',
    name: 'Priya Projects',
    signInAs: 'Project Admin',
  },
  author: {
    uid: 'demo-author',
    email: 'author@demo.test',
    password: 'demo-author-123',
    name: 'Arthur Author',
    signInAs: '/author-login',
  },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;
