// An async boundary: shared singletons (React, router, query, shell-sdk) are negotiated by the
// federation runtime before any module that imports them runs.
import('./bootstrap');
