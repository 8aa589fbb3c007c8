/** Collection names exactly as existing data has them, mixed case included: a contract with that data. */
export const COLLECTIONS = {
  projects: 'Projects',
  pins: 'Pins',
  recordings: 'Recordings',
  // The personal part of a recording's consent (same id), apart from the recording its public readers read.
  recordingConsents: 'recordingConsents',
  authors: 'Authors',
  // An author's e-mail address, apart from the profile anyone signed in reads: curators and the author only.
  authorContacts: 'authorContacts',
  // A member's claim to be an author profile's person, decided by a super admin.
  authorClaims: 'authorClaims',
  tags: 'Tags',
  adminTags: 'AdminTags',
  projectTags: 'ProjectTags',
  invites: 'invites',
  projectAccess: 'ProjectAccess',
  users: 'Users',
  organisations: 'Organisations',
  generatedCodes: 'generatedCodes',
  accessCodes: 'accessCodes',
  groups: 'groups',
  // Joins waiting for an organisation admin's approval, `{organisationId}__{userId}`.
  joinRequests: 'joinRequests',
  superAdmins: 'SuperAdmins',
  workshops: 'workshops',
  // What the public sees of a workshop (same id): no contacts, facilitators, responses or participants.
  publicWorkshops: 'publicWorkshops',
  workshopEmailLogs: 'workshopEmailLogs',
  bookingRequests: 'bookingRequests',
  groupWorkshopRequests: 'groupWorkshopRequests',
  // Project inquiries from /project-questionnaire, filed by the functions, answered in the inquiry manager.
  projectInquiries: 'projectInquiries',
  interest: 'interest',
  availability: 'availability',
  // A workshop offered to a facilitator and their answer, `{workshopId}__{facilitatorId}`.
  workshopOffers: 'workshopOffers',
  // The mail pipeline: written by the functions, except templates (super admins).
  emailTemplates: 'emailTemplates',
  mailMessages: 'mailMessages',
  suppressions: 'suppressions',
  // A project deletion run by the functions.
  projectDeletions: 'projectDeletions',
  projectExports: 'projectExports',
  // The CRM: every document carries organisationId; rules scope by it.
  subscribers: 'subscribers',
  subscriberLists: 'subscriberLists',
  // Bulk changes to an organisation's subscribers, written and advanced by the server, followed on screen.
  subscriberJobs: 'subscriberJobs',
  // The custom fields an organisation keeps on its subscribers (key and label), one document per organisation.
  subscriberFields: 'subscriberFields',
  campaigns: 'campaigns',
  dripCampaigns: 'dripCampaigns',
  dripEnrollments: 'dripEnrollments',
  // Each form's answers are in its `responses` subcollection.
  feedbackForms: 'feedbackForms',
  announcements: 'announcements',
  // Named audiences: who an organisation's newsletters and announcements go to, resolved by the functions.
  audiences: 'audiences',
  // Partnerships and wanders: one partner record per organisation (same id), its timeline in the
  // `activities` subcollection; a wander is an ordered walk through one project's pins.
  partners: 'partners',
  wanders: 'wanders',
  // CRM analytics counters: analytics/{organisationId}/years/{YYYY}, kept by the functions' job.
  analytics: 'analytics',
} as const;

/** The one SuperAdmins document: `SuperAdmins/ids`. */
export const SUPER_ADMINS_DOC = 'ids';
