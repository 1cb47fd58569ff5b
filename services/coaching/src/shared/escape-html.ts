/** Text made safe inside HTML (elements and quoted attributes), for the mails' HTML parts. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
