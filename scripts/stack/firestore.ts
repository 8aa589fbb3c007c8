import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { answers, waitFor } from './ports';
import { startChild, type Child } from './processes';

const GCLOUD_DIR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator';
const JAR = process.env.FIRESTORE_EMULATOR_JAR ?? `${GCLOUD_DIR}/cloud-firestore-emulator.jar`;

export function javaMajorVersion(): number | null {
  // `java -version` prints to stderr.
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  return parseJavaVersion(`${result.stdout}${result.stderr}`);
}

function parseJavaVersion(text: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8" means Java 8
}

export type FirestoreLauncher = { kind: 'jar'; jar: string } | { kind: 'firebase-tools' };

/** Google's installed emulator jar first (runs on Java 17); firebase-tools only where Java 21+ is present. */
export function chooseFirestoreLauncher(): FirestoreLauncher {
  const java = javaMajorVersion();
  if (java === null) {
    throw new Error(
      'Java is not installed. The Firestore emulator needs Java 17 or newer: install it (Debian: apt-get install openjdk-17-jre-headless).',
    );
  }
  if (existsSync(JAR)) return { kind: 'jar', jar: JAR };
  if (java >= 21) return { kind: 'firebase-tools' };
  throw new Error(
    `The Firestore emulator was not found at ${JAR}, and Java ${java} is too old for firebase-tools to run its own (it needs Java 21+). ` +
      'Install the Google Cloud CLI component (gcloud components install cloud-firestore-emulator) or Java 21.',
  );
}

/**
 * For a stack under light load (the browser tests): the JVM compiles with its quick compiler only and collects
 * garbage on one thread. Over the same browser test files the emulator then used 22 CPU-s instead of 52, most of
 * the difference being the optimising compiler's own work, which a few reads per screen never pay back. Under the
 * integration tier's thousands of rules evaluations the optimised code wins (417 s without these flags, 480 s
 * with), so they are not the default.
 */
const LIGHT_LOAD_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export async function startFirestoreJar(opts: {
  jar: string;
  port: number;
  projectId: string;
  rules: string;
  logFile?: string;
  lightLoad?: boolean;
}): Promise<Child> {
  const child = startChild(
    'firestore',
    'java',
    [
      ...(opts.lightLoad ? LIGHT_LOAD_JVM : []),
      '-Duser.language=en',
      '-cp',
      opts.jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      String(opts.port),
      '--project_id',
      opts.projectId,
      '--rules',
      opts.rules,
    ],
    { logFile: opts.logFile },
  );
  await waitFor('The Firestore emulator', () => answers(`http://127.0.0.1:${opts.port}/`), {
    alive: () => (child.exited() ? `${child.exited()}\n${child.output()}` : null),
  });
  // Asked here, while the other emulators start, so the stack is ready only once its rules are compiled.
  await compileRulesFor(`127.0.0.1:${opts.port}`, opts.projectId);
  return child;
}

/**
 * Has the emulator compile the rules for a project id, which it does on its first request for that id: seconds of
 * CPU, and more on a busy machine. A web client's first read that waited on it outwaited its SDK's 10 s ("the
 * client is offline"); a plain request waits as long as it takes. Its answer, a refusal, does not matter.
 */
export async function compileRulesFor(firestoreHost: string, projectId: string): Promise<void> {
  await fetch(`http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/warm-up/rules`);
}

/** Deletes every document of a project in the emulator. */
export async function clearFirestore(host: string, projectId: string): Promise<void> {
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Clearing Firestore failed: ${response.status}`);
}
