import { refuseNonLoopbackSockets } from '@blockbeat/service-kit/loopback-guard';

// Service tests reach this machine only (docs/architecture.md, "Rules kept by the code and the
// tests"). A refused socket also fails the test
// it happened in, so code that swallows the connection error (the gateway falls back when billing
// cannot be reached, for one) cannot hide it.
const guard = refuseNonLoopbackSockets();

afterEach(() => {
  const refused = guard.takeRefused();
  if (refused.length > 0) throw new Error(`The test opened sockets beyond this machine (refused): ${refused.join(', ')}`);
});

// Node's core modules outlive a test file in the worker; the next file installs its own guard.
afterAll(() => guard.uninstall());
