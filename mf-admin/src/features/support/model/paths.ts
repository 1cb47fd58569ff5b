export const ADMIN_SUPPORT_PATH = '/admin/support';
export const staffTicketPath = (id: string) => `${ADMIN_SUPPORT_PATH}/${id}`;

/** The list's query string a ticket was opened from, so "All tickets" goes back to the same filters and page. */
export interface FromList {
  listSearch: string;
}

export const listPath = (state: unknown) => {
  const search = (state as Partial<FromList> | null)?.listSearch;
  return search ? `${ADMIN_SUPPORT_PATH}?${search}` : ADMIN_SUPPORT_PATH;
};
