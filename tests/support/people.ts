import { deleteApp } from 'firebase/app';
import { createAccountOrSignIn } from '../../src/features/session/service';
import { setFirebaseForTests } from '../../src/lib/firebase';
import { emulatorClient, type EmulatorClient } from './client';

/** Someone with an account of their own on the run's emulators, and the client the services act through. */
export interface Person extends EmulatorClient {
  uid: string;
  email: string;
}

/**
 * The people of one test file: each is signed up as the app signs people up (createAccountOrSignIn) on a client
 * of their own, and the services act as the last one made until `actAs` says otherwise. `run` keeps names and
 * addresses apart from other files' and earlier runs'. `closeAll` (in afterAll) deletes the file's clients.
 */
export function peopleOf(run: string) {
  const people: Person[] = [];
  return {
    async person(name: string, email = `${name.toLowerCase()}-${run}@example.test`): Promise<Person> {
      const client = await emulatorClient(`${name}-${run}-${people.length}`);
      setFirebaseForTests({ db: client.db, auth: client.auth });
      const user = await createAccountOrSignIn(email, 'secret-123', name);
      const p = { ...client, uid: user.uid, email };
      people.push(p);
      return p;
    },
    actAs: (p: Person) => setFirebaseForTests({ db: p.db, auth: p.auth }),
    closeAll: () => Promise.all(people.map((p) => deleteApp(p.app))),
  };
}
