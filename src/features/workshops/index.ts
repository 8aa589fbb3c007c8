/**
 * What other areas may use of `workshops` (besides its pure `model.ts`): the requests inbox turns a request into
 * a workshop with the same form and the same documents.
 */
export { WorkshopFormDialog } from './components/WorkshopFormDialog';
export { workshopKeys } from './keys';
export { newWorkshopDocs, type WorkshopInput, type WorkshopOrigin } from './service';
