// Async boundary, as in the shell: shared modules are negotiated before the page code runs.
import('./bootstrap');
