/** @jest-environment jsdom */
import '../../../testing/jsdom-globals.js';
import type { StorageUsage as Usage } from '@creators/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, problem, restoreFetchAfterEach } from '../../../testing/fake-api.js';
import { renderRoutes } from '../../../testing/render-routes.js';
import { StorageUsage } from './storage-usage.js';

const usage = (usedBytes: number): Usage => ({ usedBytes, quotaBytes: 5_000_000_000, uploads: 3 });

describe('the storage meter', () => {
  restoreFetchAfterEach();

  it('shows what the uploads keep against the quota, after a loading state', async () => {
    fakeApi(() => [200, usage(340_000_000)]);
    renderRoutes('/', { '/': <StorageUsage /> });
    expect(screen.getByRole('status').textContent).toContain('Loading your storage');
    const meter = await screen.findByRole('meter', { name: /Storage: 340 MB of 5 GB used \(3 uploads\)/ });
    expect(meter.getAttribute('value')).toBe('340000000');
    expect(screen.queryByText(/Nearly full/)).toBeNull();
  });

  it('warns when it is nearly full', async () => {
    fakeApi(() => [200, usage(4_800_000_000)]);
    renderRoutes('/', { '/': <StorageUsage /> });
    expect(await screen.findByText(/Nearly full/)).toBeTruthy();
  });

  it('says when it could not load, and tries again', async () => {
    let calls = 0;
    fakeApi(() => {
      calls += 1;
      return calls === 1 ? [503, problem(503, 'not ready')] : [200, usage(0)];
    });
    renderRoutes('/', { '/': <StorageUsage /> });
    expect((await screen.findByRole('alert')).textContent).toContain('Your storage could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('meter', { name: /Storage: 0 bytes of 5 GB used/ })).toBeTruthy();
  });
});
