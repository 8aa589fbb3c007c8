import { setLogLevel } from 'firebase/firestore';

// Denied writes are the point of rules tests; the SDK's own error logging would bury the results.
setLogLevel('silent');
