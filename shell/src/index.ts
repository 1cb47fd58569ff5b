// Start-up in slices: each step's modules run in a task of their own, so a phone can still answer
// a tap (and paint) between them instead of waiting through one long task. No async chunk: the
// shell's shared singletons are eager (mf-config's HOST_EAGER) and `eager` imports stay in main.js.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@blockbeat/shell-sdk');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void start();
