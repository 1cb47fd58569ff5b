/** GET answers a JSON attachment; the browser downloads it with the session cookie, no script needed. */
export const EXPORT_URL = '/api/account/export';
export const EXPORT_FILE_NAME = 'blockbeat-data.json';
