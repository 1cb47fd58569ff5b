// What the apps share as 'react-router-dom'. Shared modules are not tree-shaken, and the whole
// package (data routers, SSR and RSC helpers, cookies) is ~62 KB gzipped: more than half of the
// landing page's budget. Every app imports 'react-router-dom' as usual and gets this subset,
// the declarative router API (same pattern as packages/ui for antd). Need another export? Add it
// here; shell/test/routerSubset.test.ts fails if an app imports a name that is missing.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
} from 'react-router';
