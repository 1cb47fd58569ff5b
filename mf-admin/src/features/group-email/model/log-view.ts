import { RECIPIENT_STATUSES, type RecipientStatus } from '@blockbeat/contracts';

/** Which campaign's recipients the log shows: kept in the address, so a reload or a shared link shows the same. */
export interface RecipientView {
  campaign: string;
  status: RecipientStatus | '';
  page: number;
}

const isStatus = (value: string | null): value is RecipientStatus => (RECIPIENT_STATUSES as readonly (string | null)[]).includes(value);

/** The view the address names, or null when no campaign is open. */
export function viewFrom(params: URLSearchParams): RecipientView | null {
  const campaign = params.get('campaign');
  if (!campaign) return null;
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { campaign, status: isStatus(status) ? status : '', page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

/** The view as the address shows it, leaving out the defaults; null: no campaign open. */
export function searchOf(view: RecipientView | null): string {
  const params = new URLSearchParams();
  if (!view) return '';
  params.set('campaign', view.campaign);
  if (view.status) params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  return params.toString();
}

/** The recipients endpoint's query for the view. */
export function recipientsQueryOf({ status, page }: RecipientView): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  params.set('page', String(page));
  return params.toString();
}
