/**
 * Page data: answers to GET requests that the gateway puts into the HTML of a page, so that the
 * page does not have to ask for them after its code has loaded (one round trip less on a phone).
 * Each is a `<script type="application/json">` carrying this attribute, whose value is the URL the
 * answer stands for (e.g. `/api/shared/{token}`). docs/frontend.md, "Page data".
 */
export const PAGE_DATA_ATTRIBUTE = 'data-blockbeat-page-data';
