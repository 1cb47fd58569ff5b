import { NON_LOOPBACK_SOCKET, refuseNonLoopbackSockets } from '@blockbeat/service-kit/loopback-guard';

// The services project's setup (test-setup/loopback-only.ts) is what refuses: nothing is installed here.
test('when a service test calls beyond this machine, then the socket is refused before any lookup', async () => {
  const err = await fetch('https://api.stripe.com/v1/charges').then(
    () => null,
    (e: Error & { cause?: { code?: string } }) => e,
  );
  expect(err?.cause?.code).toBe(NON_LOOPBACK_SOCKET);
  // Taken here, so the setup's check after each test does not fail this one for an attempt made on purpose.
  expect(refuseNonLoopbackSockets().takeRefused()).toEqual(['api.stripe.com:443']);
});
