export const SUPPORT_PATH = '/support';
/** The new-ticket form: under /support, so the route guard lets expired users reach it too. */
export const NEW_TICKET_PATH = '/support/new';
export const ticketPath = (id: string) => `${SUPPORT_PATH}/${id}`;
