/**
 * What other areas may use of `workshops` (besides its pure `model.ts`): the requests inbox turns a request into
 * a workshop with the same form and the same documents, and shows a group's availability as the week table.
 */
export { WeekBandsTable } from './components/WeekBandsTable';
export { WorkshopFormDialog } from './components/WorkshopFormDialog';
export { workshopKeys } from './keys';
export { newWorkshopDocs, type WorkshopInput, type WorkshopOrigin } from './service';
