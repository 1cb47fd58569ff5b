import type { Branding, SharedWorkout } from '@blockbeat/contracts';
import { render, screen } from '@testing-library/react';
import { mockApi, renderTree, workoutFixture } from '../../test-setup/remote-harness';
import SharedPlayerPage from '../src/exposes/SharedPlayerPage';
import { PlayerEnvironmentProvider } from '../src/shared/player/audio/environment';
import { fakeEnvironment } from './fakeEnvironment';

const { createdAt: _c, updatedAt: _u, ...stored } = workoutFixture({ id: 'w9', name: 'Shared Flow', exercises: [{ name: 'Breathe', duration: 20 }] });

function renderShared(branding?: Branding) {
  const shared: SharedWorkout = { ...stored, shareToken: 'tok123', ...(branding ? { branding } : {}) };
  mockApi({ 'GET /api/auth/user': { status: 401, body: 'Unauthorized' }, 'GET /api/shared/tok123': { status: 200, body: shared } });
  render(
    <PlayerEnvironmentProvider value={fakeEnvironment().env}>
      {renderTree(<SharedPlayerPage />, { path: '/shared/tok123', routes: ['/shared/:shareToken'] })}
    </PlayerEnvironmentProvider>,
  );
}

describe('Shared player branding', () => {
  test("when the owner has a logo and colours, then the logo leads the header and the colours are set on the player's root", async () => {
    renderShared({ logoUrl: '/api/shared/tok123/branding/logo', primaryColor: '#112233', accentColor: '#ff8800' });
    await screen.findByRole('heading', { name: 'Shared Flow' });
    const logo = screen.getByRole('img', { name: 'Instructor logo' });
    expect(logo).toHaveAttribute('src', '/api/shared/tok123/branding/logo');
    expect(logo.closest('header')).toContainElement(screen.getByRole('heading', { name: 'Shared Workout' }));
    const root = screen.getByTestId('shared-player');
    expect(root.style.getPropertyValue('--brand-primary')).toBe('#112233');
    expect(root.style.getPropertyValue('--brand-accent')).toBe('#ff8800');
    expect(root).toHaveClass('is-branded');
  });

  test('when the owner set only colours, then no logo shows and only the colours set apply', async () => {
    renderShared({ logoUrl: null, primaryColor: '#112233', accentColor: null });
    await screen.findByRole('heading', { name: 'Shared Flow' });
    expect(screen.queryByRole('img', { name: 'Instructor logo' })).not.toBeInTheDocument();
    const root = screen.getByTestId('shared-player');
    expect(root.style.getPropertyValue('--brand-primary')).toBe('#112233');
    expect(root.style.getPropertyValue('--brand-accent')).toBe('');
  });

  test.each([
    ['empty', { logoUrl: null, primaryColor: null, accentColor: null }],
    ['absent', undefined],
  ])('when the branding is %s, then no logo and no brand colours', async (_label, branding) => {
    renderShared(branding as Branding | undefined);
    await screen.findByRole('heading', { name: 'Shared Flow' });
    expect(screen.queryByRole('img', { name: 'Instructor logo' })).not.toBeInTheDocument();
    const root = screen.getByTestId('shared-player');
    expect(root.style.getPropertyValue('--brand-primary')).toBe('');
    expect(root.style.getPropertyValue('--brand-accent')).toBe('');
    expect(root).not.toHaveClass('is-branded');
    expect(screen.getByRole('heading', { name: 'Shared Workout' })).toBeInTheDocument();
  });
});
