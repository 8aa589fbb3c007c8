import { axeBrowserPerFile } from '../support/accessibility';
import { describeSuperAdminPass } from '../support/accessibility-super-admin';

/** The super admin on every protected route, light theme (what is checked: tests/support/accessibility.ts). */
axeBrowserPerFile();
describeSuperAdminPass('light');
