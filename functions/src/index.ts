import { initializeApp } from 'firebase-admin/app';
import { onRequest } from 'firebase-functions/v2/https';
import { handleSendEmail } from './send-email.js';

initializeApp();

/** The e-mail endpoint: POST {to, subject, text, html?} with the caller's Firebase ID token. */
export const sendEmail = onRequest({ cors: true, region: 'us-central1' }, handleSendEmail);
