/**
 * The remotes table: every federated remote's name, folder, development port and the modules it
 * exposes, written once. Each remote's rspack config and `remote.ts`, the gateway's remotes map
 * and the shell's routes read it (docs/architecture.md, "Federation").
 */
export interface RemoteDescription {
  /** Federation name: the container's global name and the first part of a module id. */
  name: string;
  /** The remote's folder in the repository; the gateway serves its `dist/` at `/remotes/<dir>/`. */
  dir: string;
  /** Port of `rspack serve` for this remote alone. */
  devPort: number;
  /** Exposed modules, each `src/exposes/<Name>.tsx` in the remote's folder. */
  exposes: readonly string[];
}

export const REMOTES = {
  dashboard: { name: 'mf_dashboard', dir: 'mf-dashboard', devPort: 3101, exposes: ['DashboardPage', 'SpotifySyncPage', 'HistoryPage', 'FeedbackPage', 'ClientsPage', 'ProgramsPage'] },
  builder: { name: 'mf_builder', dir: 'mf-builder', devPort: 3102, exposes: ['BuilderPage'] },
  player: { name: 'mf_player', dir: 'mf-player', devPort: 3103, exposes: ['PlayerPage', 'SharedPlayerPage', 'ImportPage', 'LiveJoinPage', 'LiveClassPage'] },
  account: {
    name: 'mf_account',
    dir: 'mf-account',
    devPort: 3104,
    exposes: ['AccountPage', 'SubscriptionPage', 'PaymentSetupPage', 'SupportPage', 'PaywallPage', 'TrialExpiredCard'],
  },
  admin: { name: 'mf_admin', dir: 'mf-admin', devPort: 3105, exposes: ['AdminPage'] },
} as const satisfies Record<string, RemoteDescription>;

export type RemoteKey = keyof typeof REMOTES;

export const REMOTE_LIST: readonly RemoteDescription[] = Object.values(REMOTES);

/** What a remote exposes, by name, e.g. 'DashboardPage' for 'dashboard'. */
export type ExposedModule<K extends RemoteKey> = (typeof REMOTES)[K]['exposes'][number];

/** The id the federation runtime loads, e.g. 'mf_dashboard/DashboardPage'. */
export type RemoteModuleId<K extends RemoteKey = RemoteKey> = {
  [P in K]: `${(typeof REMOTES)[P]['name']}/${ExposedModule<P>}`;
}[K];

export function remoteModuleId<K extends RemoteKey>(remote: K, module: ExposedModule<K>): RemoteModuleId<K> {
  return `${REMOTES[remote].name}/${module}` as RemoteModuleId<K>;
}

