// No async boundary: the shell's shared singletons are eager (mf-config's HOST_EAGER), so they are
// in the first scripts index.html lists and nothing waits for a second round of requests.
import './bootstrap';
