import { SIGNED_IN_PAGE_DATA } from '@blockbeat/contracts';
import { pageDataSaysSignedOut, seedQueriesFromPage, subscriptionQueryOptions } from '@blockbeat/shell-sdk';
import type { QueryClient } from '@tanstack/react-query';
import { fetchScreenAhead } from '../federation/remotes';
import { screenToFetchAhead } from './signedInScreens';

/**
 * What a page load starts as soon as the shell's code has run, before the page is parsed to its
 * end (a signed-in page's answers come last, docs/frontend.md "Signed-in page data"): the remote
 * screen the path will show, from the remotes map in the page's head (or asked for), unless the
 * page says nobody is signed in (no session cookie, or its session is gone). Its code then loads
 * and runs while the gateway still reads the user's answers (issue 25).
 */
export function fetchScreenFromPage(pathname: string): void {
  if (pageDataSaysSignedOut(SIGNED_IN_PAGE_DATA.user)) return;
  const screen = screenToFetchAhead(pathname);
  if (screen) fetchScreenAhead(screen);
}

/**
 * What a page load starts once the page is parsed, before its first render.
 *
 * A signed-in page carries the user's own answers, read by the gateway as them (the sign-in
 * answer, the subscription status, the dashboard's workouts): they go into the query cache, so
 * nothing asks for them again on this page load (issue 25). A page without them (the worker's
 * offline copy, another gateway) or with old ones asks as before: unless the page says nobody is
 * signed in, the subscription status its route guard reads is fetched now, alongside the sign-in
 * check, instead of behind it (issue 13, docs/frontend.md "The signed-in dashboard").
 */
export function startFromPage(queryClient: QueryClient): void {
  const seeded = seedQueriesFromPage(queryClient, Object.values(SIGNED_IN_PAGE_DATA));
  if (pageDataSaysSignedOut(SIGNED_IN_PAGE_DATA.user)) return;
  if (!seeded.includes(SIGNED_IN_PAGE_DATA.subscription)) void queryClient.prefetchQuery(subscriptionQueryOptions());
}
