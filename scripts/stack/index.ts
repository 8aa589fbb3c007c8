import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildFunctions } from './build-functions';
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
  tasks: 9499,
  // The Functions emulator starts the Eventarc emulator with it, on 9299 unless told otherwise: two stacks at
  // once (the browser tests start one per worker) then both took 9299, and one stopped at start with only "An
  // unexpected error has occurred" (its debug log: EADDRINUSE 127.0.0.1:9299).
  eventarc: 9299,
  hub: 4400,
  logging: 4500,
  functionsHub: 4401,
  functionsLogging: 4501,
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
  unsubscribeEndpoint: string;
  mailUrl: string;
  catcher: SmtpCatcher;
  /** Kills the Functions and Tasks emulators at once (SIGKILL), as a crash would; queued tasks are lost. */
  killFunctions: () => Promise<void>;
  /** Starts them again after killFunctions. */
  startFunctions: () => Promise<void>;
  /** Freezes the Firestore emulator (SIGSTOP): it keeps its data but answers nothing, as a server that is down. */
  pauseFirestore: () => void;
  /** Lets it answer again after pauseFirestore (SIGCONT). */
  resumeFirestore: () => void;
  /** Runs the stalled-mail sweep now (the stack also runs it every few seconds by itself). */
  sweepMail: () => Promise<unknown>;
  /**
   * Google's emulator jar applies the rules it starts with to every project id, so a test file on a project of its
   * own needs no rules upload (each took the emulator 8-13 s); firebase-tools' emulator loads them for the stack's
   * project only.
   */
  rulesForAllProjects: boolean;
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
  /** A stack that serves a browser, not thousands of rules checks: the Firestore JVM is tuned for that (firestore.ts). */
  lightLoad?: boolean;
  /** Settings for the functions beyond the stack's own (addresses and ports), e.g. a test stack's request limits. */
  functionsEnv?: Record<string, string>;
}

async function pickPorts(preferDefaults: boolean): Promise<StackPorts> {
  const ports = {} as StackPorts;
  const taken = new Set<number>();
  for (const [name, port] of Object.entries(DEFAULT_PORTS) as [keyof StackPorts, number][]) {
    // The OS may hand the same just-freed port out twice: ask again until this stack's ports are distinct.
    let chosen = preferDefaults ? await preferredOrFree(port) : await freePort();
    while (taken.has(chosen)) chosen = await freePort();
    taken.add(chosen);
    ports[name] = chosen;
  }
  return ports;
}

/**
 * The unsubscribe tokens' HMAC secret for the emulators: functions/.secret.local (git-ignored), made once per
 * checkout with a random value. Production keeps it in Secret Manager (README).
 */
function ensureLocalSecret(): void {
  const file = join(ROOT, 'functions', '.secret.local');
  if (existsSync(file)) return;
  try {
    writeFileSync(file, `UNSUBSCRIBE_SECRET=${randomBytes(32).toString('hex')}\n`, { flag: 'wx' });
  } catch {
    // another run made it at the same moment
  }
}

function signalGroup(child: Child | null, signal: NodeJS.Signals): void {
  if (!child?.process.pid) throw new Error('The Firestore emulator is not a child of this stack');
  process.kill(-child.process.pid, signal);
}

/** How often the stack runs the stalled-mail sweep that onSchedule runs every minute in production. */
const SWEEP_EVERY_MS = 5_000;

/**
 * Starts the local Firebase stack: Google's Firestore emulator, the Auth and Functions emulators from
 * firebase-tools, and a local SMTP catcher for the e-mail function. Waits until each answers.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  try {
    return await startStackOnce(options);
  } catch (error) {
    // Free ports are chosen before the emulators bind them, and an emulator starting beside (the browser tests
    // start one stack per worker at once, and the Firestore emulator binds a random port of its own) can take
    // one in between. A failed start stops what it started: once more, on ports chosen afresh.
    if (!/Address already in use|EADDRINUSE/.test(String(error))) throw error;
    console.warn('An emulator port was taken while the stack started; starting again on other ports.');
    return startStackOnce(options);
  }
}

async function startStackOnce(options: StackOptions): Promise<Stack> {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const launcher = chooseFirestoreLauncher(); // fails early, with what to install, when Firestore cannot run
  const ports = await pickPorts(options.preferDefaultPorts ?? false);
  const runId = `${process.pid}-${ports.firestore}`;
  const logDir = options.logDir ?? join(ROOT, '.stack', runId);
  mkdirSync(logDir, { recursive: true });

  const children: Child[] = [];
  let functionsChild: Child | null = null;
  let firestoreChild: Child | null = null;
  const sweep: { timer?: NodeJS.Timeout } = {};
  const catcher = new SmtpCatcher(ports.smtp, ports.mail);
  const firestoreHost = `127.0.0.1:${ports.firestore}`;
  const authHost = `127.0.0.1:${ports.auth}`;
  const functionsBase = `http://127.0.0.1:${ports.functions}/${projectId}/${FUNCTIONS_REGION}`;
  const emailEndpoint = `${functionsBase}/sendEmail`;
  const unsubscribeEndpoint = `${functionsBase}/unsubscribe`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    clearInterval(sweep.timer);
    await Promise.all([...children, ...(functionsChild ? [functionsChild] : [])].map((c) => stopChild(c)));
    await catcher.stop();
    for (const part of ['auth', 'functions'])
      rmSync(join(ROOT, `firebase.${runId}-${part}.local.json`), { force: true });
  };
  stopChildrenOnExit(stop);

  const startFunctions = async () => {
    functionsChild = await startFirebaseTools({
      root: ROOT,
      projectId,
      runId: `${runId}-functions`,
      ports: {
        functions: ports.functions,
        tasks: ports.tasks,
        eventarc: ports.eventarc,
        hub: ports.functionsHub,
        logging: ports.functionsLogging,
      },
      env: {
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: authHost,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(ports.smtp),
        SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? 'support@storytelling.example',
        APP_ORIGIN: process.env.APP_ORIGIN ?? 'http://127.0.0.1:5173',
        UNSUBSCRIBE_URL: unsubscribeEndpoint,
        MAIL_STALL_SECONDS: process.env.MAIL_STALL_SECONDS ?? '10',
        MAIL_CLAIM_SECONDS: process.env.MAIL_CLAIM_SECONDS ?? '30',
        MAIL_TEMPLATE_CACHE_SECONDS: '0',
        ...options.functionsEnv,
      },
      logFile: join(logDir, `functions-${Date.now()}.log`),
    });
  };
  const killFunctions = async () => {
    if (functionsChild) await stopChild(functionsChild, 0, 'SIGKILL');
    functionsChild = null;
  };
  const sweepMail = async () => {
    const res = await fetch(`${functionsBase}/sweepMailNow`);
    return res.ok ? res.json() : null;
  };

  try {
    await catcher.start();
    buildFunctions();
    ensureLocalSecret();
    const firestore =
      launcher.kind === 'jar'
        ? startFirestoreJar({
            jar: launcher.jar,
            port: ports.firestore,
            projectId,
            rules: join(ROOT, 'firestore.rules'),
            logFile: join(logDir, 'firestore.log'),
            lightLoad: options.lightLoad,
          })
        : Promise.resolve(null);
    const auth = startFirebaseTools({
      root: ROOT,
      projectId,
      runId: `${runId}-auth`,
      ports: {
        auth: ports.auth,
        hub: ports.hub,
        logging: ports.logging,
        firestore: launcher.kind === 'firebase-tools' ? ports.firestore : undefined,
      },
      env: {},
      logFile: join(logDir, 'firebase-auth.log'),
    });
    const started = await Promise.allSettled([firestore, auth, startFunctions()]);
    for (const s of started.slice(0, 2)) if (s.status === 'fulfilled' && s.value) children.push(s.value);
    if (started[0].status === 'fulfilled') firestoreChild = started[0].value;
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  } catch (error) {
    await stop();
    throw error;
  }
  // Lost tasks (a killed functions process) are found and re-queued, as onSchedule does in production.
  // One sweep at a time: on a loaded machine a sweep (with the CRM's timed jobs) can outlast the interval.
  let sweeping = false;
  sweep.timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void sweepMail()
      .catch(() => undefined)
      .finally(() => (sweeping = false));
  }, SWEEP_EVERY_MS);
  sweep.timer.unref();

  return {
    projectId,
    ports,
    firestoreHost,
    authHost,
    emailEndpoint,
    unsubscribeEndpoint,
    mailUrl: `http://127.0.0.1:${ports.mail}`,
    catcher,
    killFunctions,
    startFunctions,
    // The emulator keeps its documents only in memory, so "down for a while" is a freeze, not a restart.
    pauseFirestore: () => signalGroup(firestoreChild, 'SIGSTOP'),
    resumeFirestore: () => signalGroup(firestoreChild, 'SIGCONT'),
    sweepMail,
    rulesForAllProjects: launcher.kind === 'jar',
    appConfig: {
      VITE_FIREBASE_PROJECT_ID: projectId,
      VITE_USE_EMULATORS: 'true',
      VITE_FIRESTORE_EMULATOR_HOST: firestoreHost,
      VITE_AUTH_EMULATOR_URL: `http://${authHost}`,
      VITE_EMAIL_ENDPOINT: emailEndpoint,
      VITE_UNSUBSCRIBE_ENDPOINT: unsubscribeEndpoint,
      VITE_DELETE_PROJECT_ENDPOINT: `${functionsBase}/deleteProject`,
      VITE_WORKSHOP_REQUEST_ENDPOINT: `${functionsBase}/requestWorkshop`,
      VITE_SUBSCRIBERS_ENDPOINT: `${functionsBase}/subscribers`,
    },
    stop,
  };
}
