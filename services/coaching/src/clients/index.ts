/** Clients: the roster, each client's calendar, links and assignments (docs/product.md#coaching). */
export { clientRoutes } from './api/client-routes';
export { clientUseCases, completionView, programsOf, todayOf, type ClientUseCases } from './domain/clients';
export { clientLinkMails, type ClientLinkMails } from './domain/link-mail';
export { isTokenShaped, linkHashOf, linkSealer } from './domain/links';
export { createClientData, doneKey, type ClientData, type ClientRecord, type CompletionRecord, type CompletionWithSnapshot } from './data';
