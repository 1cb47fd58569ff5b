// Start-up in slices: each step's modules run in a task of their own, so a phone can still answer
// a tap (and paint) between them instead of waiting through one long task. No async chunk: the
// shell's shared singletons are eager (mf-config's HOST_EAGER) and `eager` imports stay in main.js.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// A signed-in page's script runs on arrival (`async`: the gateway streams the user's answers at
// the end of the page, docs/frontend.md "Signed-in page data"); the app starts once they are in.
const pageParsed = () =>
  document.readyState === 'loading' ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true })) : Promise.resolve();

async function start() {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@blockbeat/shell-sdk');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/App');
  const { fetchScreenFromPage } = await import(/* webpackMode: "eager" */ './app/startFromPage');
  fetchScreenFromPage(location.pathname);
  await Promise.all([nextTask(), pageParsed()]);
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
