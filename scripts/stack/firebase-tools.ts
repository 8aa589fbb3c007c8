import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { answers, waitFor } from './ports';
import { startChild, type Child } from './processes';

export interface FirebaseToolsPorts {
  auth?: number;
  functions?: number;
  tasks?: number;
  eventarc?: number;
  firestore?: number;
  hub: number;
  logging: number;
}

/**
 * firebase-tools runs the Auth, Functions and Cloud Tasks emulators (pure Node, work offline), and Firestore only
 * as the fallback where Java 21+ is present. The stack runs two of these processes: Auth (with the Firestore
 * fallback) in one, Functions and Tasks in the other, so the functions can be killed and restarted without
 * losing the accounts. Each writes its own config so that tests can use free ports.
 */
export async function startFirebaseTools(opts: {
  root: string;
  projectId: string;
  ports: FirebaseToolsPorts;
  env: Record<string, string>;
  /** Unique per process of a run: names its config file. */
  runId: string;
  logFile?: string;
}): Promise<Child> {
  const only = (['auth', 'functions', 'tasks', 'firestore'] as const).filter((k) => opts.ports[k]);
  const emulators: Record<string, unknown> = {
    ui: { enabled: false },
    hub: { host: '127.0.0.1', port: opts.ports.hub },
    logging: { host: '127.0.0.1', port: opts.ports.logging },
  };
  for (const k of only) emulators[k] = { host: '127.0.0.1', port: opts.ports[k] };
  // Not in --only: the Functions emulator starts it itself, on this port when the config names one.
  if (opts.ports.eventarc) emulators.eventarc = { host: '127.0.0.1', port: opts.ports.eventarc };
  const config = {
    firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
    functions: [
      { source: 'functions', codebase: 'default', ignore: ['node_modules', '.git', '*.log', 'src'] },
    ],
    emulators,
  };
  const configPath = join(opts.root, `firebase.${opts.runId}.local.json`);
  writeFileSync(configPath, JSON.stringify(config, null, 2));

  // Each process gets a debug log and a settings store of its own, beside its log. By default every
  // firebase-tools process keeps both in shared places (firebase-debug.log in the working directory, deleted on a
  // clean exit, and ~/.config/configstore), and a test run starts four at once. Apart, they cannot trip over each
  // other, and a process that stops at start leaves a debug log that says why: that is how two stacks were found
  // taking the Eventarc emulator's one default port (see DEFAULT_PORTS in index.ts).
  const own = join(
    opts.logFile ? dirname(opts.logFile) : join(opts.root, '.stack'),
    `firebase-${opts.runId}`,
  );
  mkdirSync(own, { recursive: true });
  const bin = join(opts.root, 'node_modules', '.bin', 'firebase');
  const child = startChild(
    `firebase emulators (${only.join(', ')})`,
    bin,
    ['emulators:start', '--only', only.join(','), '--project', opts.projectId, '--config', configPath],
    {
      cwd: opts.root,
      env: {
        ...process.env,
        ...opts.env,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        ...(only.includes('auth') ? { NODE_OPTIONS: lazyAuthSchemas(process.env.NODE_OPTIONS) } : {}),
        FIREBASE_DEBUG_PATH: join(own, 'firebase-debug.log'),
        XDG_CONFIG_HOME: own,
      },
      logFile: opts.logFile,
    },
  );
  const alive = () =>
    child.exited()
      ? `${child.exited()}\n${child.output()}\n(debug log: ${join(own, 'firebase-debug.log')})`
      : null;
  await waitFor('The firebase-tools emulators', async () => child.output().includes('All emulators ready'), {
    timeoutMs: 120_000,
    alive,
  });
  if (opts.ports.auth)
    await waitFor('The Auth emulator', () => answers(`http://127.0.0.1:${opts.ports.auth}/`), { alive });
  return child;
}

/** NODE_OPTIONS that also preload lazy-auth-schemas.cjs (why: see that file), keeping any options already set. */
function lazyAuthSchemas(existing: string | undefined): string {
  const preload = `--require ${JSON.stringify(join(import.meta.dirname, 'lazy-auth-schemas.cjs'))}`;
  return existing ? `${existing} ${preload}` : preload;
}
