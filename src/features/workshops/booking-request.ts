/**
 * A booking request from an organisation: the requestWorkshop function's own rules and messages
 * (packages/shared/src/workshop-requests.ts), so the booking form refuses what the server would. model.ts
 * re-exports it for everyone else; the booking page imports it from here, without the rest of the model.
 */
export { zBookingRequest, type BookingRequest } from '@storytelling/shared/workshop-requests';
