/**
 * shell-sdk's version: the contract between the shell and the remotes (docs/delivery.md). A remote
 * declares the range it needs as its dependency on @blockbeat/shell-sdk; the shell shows a
 * remote outside that range as failed instead of running it. Equal to package.json's version
 * (test/version.test.ts): raise both together, the major for any change a remote could notice.
 */
export const SHELL_SDK_VERSION = '0.1.4';
