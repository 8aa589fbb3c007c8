import { describe } from 'vitest';
import { itFitsEveryMenuScreen, phoneBrowserPerFile } from '../support/phone-layout';

/**
 * The moderator's, project admin's, facilitator's and member's menus at 360 px (what is checked:
 * tests/support/phone-layout.ts).
 */
phoneBrowserPerFile();

describe('phone layouts at 360 px', () => {
  itFitsEveryMenuScreen(['moderator', 'projectAdmin', 'facilitator', 'member']);
});
