import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chooseFirestoreLauncher, startFirestoreJar } from './firestore';
import { startFirebaseTools } from './firebase-tools';
import { freePort, preferredOrFree } from './ports';
import { stopChild, stopChildrenOnExit, type Child } from './processes';
import { SmtpCatcher } from './smtp-catcher';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const DEFAULT_PROJECT_ID = 'demo-storytelling';
export const FUNCTIONS_REGION = 'us-central1';

/** The ports `npm start` prefers, so a developer's bookmarks keep working; tests take free ports. */
const DEFAULT_PORTS = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  hub: 4400,
  logging: 4500,
  smtp: 1025,
  mail: 1080,
};
export type StackPorts = typeof DEFAULT_PORTS;

export interface Stack {
  projectId: string;
  ports: StackPorts;
  firestoreHost: string;
  authHost: string;
  emailEndpoint: string;
  mailUrl: string;
  catcher: SmtpCatcher;
  /** The app's configuration for this stack, as VITE_* variables. */
  appConfig: Record<string, string>;
  stop: () => Promise<void>;
}

export interface StackOptions {
  projectId?: string;
  /** Use the usual ports where free (npm start); otherwise every port is a fresh free one (tests). */
  preferDefaultPorts?: boolean;
  /** Where the emulators' logs go; default `.stack/<run id>/`. */
  logDir?: string;
}

async function pickPorts(preferDefaults: boolean): Promise<StackPorts> {
  const ports = {} as StackPorts;
  for (const [name, port] of Object.entries(DEFAULT_PORTS) as [keyof StackPorts, number][]) {
    ports[name] = preferDefaults ? await preferredOrFree(port) : await freePort();
  }
  return ports;
}

function buildFunctions(): void {
  execFileSync(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', join(ROOT, 'functions', 'tsconfig.json')], {
    stdio: 'inherit',
  });
}

/**
 * Starts the local Firebase stack: Google's Firestore emulator, the Auth and Functions emulators from
 * firebase-tools, and a local SMTP catcher for the e-mail function. Waits until each answers.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const launcher = chooseFirestoreLauncher(); // fails early, with what to install, when Firestore cannot run
  const ports = await pickPorts(options.preferDefaultPorts ?? false);
  const runId = `${process.pid}-${ports.firestore}`;
  const logDir = options.logDir ?? join(ROOT, '.stack', runId);
  mkdirSync(logDir, { recursive: true });

  const children: Child[] = [];
  const catcher = new SmtpCatcher(ports.smtp, ports.mail);
  const firestoreHost = `127.0.0.1:${ports.firestore}`;
  const authHost = `127.0.0.1:${ports.auth}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(children.map((c) => stopChild(c)));
    await catcher.stop();
    rmSync(join(ROOT, `firebase.${runId}.local.json`), { force: true });
  };
  stopChildrenOnExit(stop);

  try {
    await catcher.start();
    buildFunctions();
    const firestore =
      launcher.kind === 'jar'
        ? startFirestoreJar({
            jar: launcher.jar,
            port: ports.firestore,
            projectId,
            rules: join(ROOT, 'firestore.rules'),
            logFile: join(logDir, 'firestore.log'),
          })
        : Promise.resolve(null);
    const tools = startFirebaseTools({
      root: ROOT,
      projectId,
      runId,
      ports: {
        auth: ports.auth,
        functions: ports.functions,
        hub: ports.hub,
        logging: ports.logging,
        firestore: launcher.kind === 'firebase-tools' ? ports.firestore : undefined,
      },
      env: {
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(ports.smtp),
        SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? 'support@storytelling.example',
      },
      logFile: join(logDir, 'firebase.log'),
    });
    const started = await Promise.allSettled([firestore, tools]);
    for (const s of started) if (s.status === 'fulfilled' && s.value) children.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  } catch (error) {
    await stop();
    throw error;
  }

  const emailEndpoint = `http://127.0.0.1:${ports.functions}/${projectId}/${FUNCTIONS_REGION}/sendEmail`;
  return {
    projectId,
    ports,
    firestoreHost,
    authHost,
    emailEndpoint,
    mailUrl: `http://127.0.0.1:${ports.mail}`,
    catcher,
    appConfig: {
      VITE_FIREBASE_PROJECT_ID: projectId,
      VITE_USE_EMULATORS: 'true',
      VITE_FIRESTORE_EMULATOR_HOST: firestoreHost,
      VITE_AUTH_EMULATOR_URL: `http://${authHost}`,
      VITE_EMAIL_ENDPOINT: emailEndpoint,
    },
    stop,
  };
}
