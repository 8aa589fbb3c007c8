import { createRoot } from 'react-dom/client';
import {
  Admin,
  Datagrid,
  DateField,
  EmailField,
  List,
  Resource,
  TextField,
  type AuthProvider,
} from 'react-admin';
import fakeDataProvider from 'ra-data-fakerest';

/**
 * The peer of `npm run perf`: a plain react-admin + MUI app with a login page and one list, the shape of our
 * organisation dashboard (members of an organisation). Its data comes from a fake provider in the page, so its
 * bytes are react-admin's and MUI's alone; sign-in accepts the demo's address and password.
 */
const members = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  name: `Member ${i + 1}`,
  email: `member${i + 1}@demo.test`,
  role: i % 5 === 0 ? 'moderator' : 'member',
  joined: new Date(2026, i % 12, (i % 27) + 1).toISOString(),
}));

const dataProvider = fakeDataProvider({ members }, false, 100);

const authProvider: AuthProvider = {
  login: ({ username, password }: { username: string; password: string }) =>
    username && password
      ? (localStorage.setItem('peer-user', username), Promise.resolve())
      : Promise.reject(new Error('Sign in failed')),
  logout: () => (localStorage.removeItem('peer-user'), Promise.resolve()),
  checkAuth: () => (localStorage.getItem('peer-user') ? Promise.resolve() : Promise.reject()),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

const MemberList = () => (
  <List>
    <Datagrid rowClick={false}>
      <TextField source="name" />
      <EmailField source="email" />
      <TextField source="role" />
      <DateField source="joined" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth>
    <Resource name="members" list={MemberList} />
  </Admin>,
);
