import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod's English words for the rules that give no message of their own ("Too big: expected string to have <=200
 * characters"). zod/mini comes without them, saying only "Invalid input". The functions answer a refused
 * request in these words, and the react-hook-form forms and the signed-in screens show them, so these load them;
 * the light forms of the pages opened from links on phones leave them out for their size (their rules give
 * their own messages).
 */
z.config(en());
