import { setLogLevel } from 'firebase/firestore';
import { inject } from 'vitest';
import { env } from '../../src/lib/env';

// Denied writes are the point of rules tests; the SDK's own error logging would bury the results.
setLogLevel('silent');

// The app's services call the run's functions (the e-mail endpoint, project deletion) on the run's ports.
const stack = inject('stack');
const functionsBase = stack.emailEndpoint.replace(/\/sendEmail$/, '');
// The REST reads (lib/firestore-rest.ts, lib/reads-as-user.ts) go to the emulator named here.
env.VITE_FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
env.VITE_EMAIL_ENDPOINT = `${functionsBase}/sendEmail`;
env.VITE_DELETE_PROJECT_ENDPOINT = `${functionsBase}/deleteProject`;
env.VITE_WORKSHOP_REQUEST_ENDPOINT = `${functionsBase}/requestWorkshop`;
env.VITE_SUBSCRIBERS_ENDPOINT = `${functionsBase}/subscribers`;
