import { useEffect } from 'react';
import { ignoreRepeatedClicks } from '../lib/repeated-clicks';
import { ConnectionNotice } from './ConnectionNotice';
import { LeaveGuard } from './LeaveGuard';

/**
 * What every page gets once, from the app shell, so no save is lost quietly: the connection notice, the warning
 * before leaving with a save waiting, and double clicks counted as one.
 */
export function SaveSafety() {
  useEffect(() => ignoreRepeatedClicks(), []);
  return (
    <>
      <ConnectionNotice />
      <LeaveGuard />
    </>
  );
}
