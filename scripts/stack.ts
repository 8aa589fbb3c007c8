/**
 * `npm start`: the whole product on the local emulators with demo data.
 * Starts the Firebase stack, seeds it, serves the app with Vite, prints where everything is and the demo
 * accounts, and stops every child on Ctrl-C.
 */
import { createServer } from 'vite';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { seedDemo } from './seed/index';
import { ROOT, startStack } from './stack/index';

const command = process.argv[2] ?? 'start';
if (command !== 'start') {
  console.error(`Unknown command "${command}". Usage: tsx scripts/stack.ts start`);
  process.exit(2);
}

console.log('Starting the local Firebase stack (Firestore, Auth, Functions, Cloud Tasks, SMTP catcher)…');
const stack = await startStack({ preferDefaultPorts: true });
await seedDemo({ projectId: stack.projectId, firestoreHost: stack.firestoreHost, authHost: stack.authHost });

Object.assign(process.env, stack.appConfig);
const vite = await createServer({ root: ROOT, server: { host: '127.0.0.1', port: 5173 } });
await vite.listen();
const appUrl = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';

console.log(`
  App             ${appUrl}
  Firestore       http://${stack.firestoreHost}
  Auth            http://${stack.authHost}
  E-mail endpoint ${stack.emailEndpoint}
  Cloud Tasks     http://127.0.0.1:${stack.ports.tasks}   (the mail queue; stalled sends are swept every 5 s)
  Local mail      ${stack.mailUrl}   (every e-mail the app sends lands here)

  Demo accounts (sign in at ${appUrl}loginscreen and choose the role):`);
console.table(
  Object.entries(DEMO_ACCOUNTS).map(([role, a]) => ({
    role,
    email: a.email,
    password: a.password,
    'sign in as': a.signInAs,
  })),
);
console.log('Press Ctrl-C to stop everything.');

const shutdown = async () => {
  await vite.close();
  await stack.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
