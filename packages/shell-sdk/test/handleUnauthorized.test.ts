import { handleUnauthorized, registerSharedInstances, registerShellInstances } from '../src';

describe('handleUnauthorized', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('when called, then a destructive toast shows and login follows after 500 ms', () => {
    const toast = jest.fn();
    const redirect = jest.fn();
    handleUnauthorized(toast, redirect);
    expect(toast).toHaveBeenCalledWith({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    jest.advanceTimersByTime(499);
    expect(redirect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledWith('/api/login');
  });
});

describe('shared instances registry', () => {
  test('when the shell and a remote register, then both are recorded on window', () => {
    const react = {};
    const client = {};
    registerShellInstances(react, client);
    registerSharedInstances('mf_dashboard', react, client);
    expect(window.__BLOCKBEAT_SHARED__?.shell).toEqual({ react, queryClient: client });
    expect(window.__BLOCKBEAT_SHARED__?.remotes.mf_dashboard?.react).toBe(react);
    expect(window.__BLOCKBEAT_SHARED__?.remotes.mf_dashboard?.queryClient).toBe(client);
  });
});
