import type { ProjectionStatus } from '../runner/projection-runner.js';
import { readinessOf } from './readiness.js';

const projection = (name: string, state: ProjectionStatus['state'], checkpoint: number | null): ProjectionStatus => ({
  name,
  version: 1,
  state,
  checkpoint,
  error: state === 'failed' ? 'boom at 7' : null,
});

describe('the worker readiness', () => {
  it('is catching up until every projection has reached the head seen at start', () => {
    const behind = [projection('a', 'running', 100), projection('b', 'running', 99)];
    expect(readinessOf(behind, 100).status).toBe('catching_up');
    const there = [projection('a', 'running', 100), projection('b', 'running', 130)];
    expect(readinessOf(there, 100)).toEqual({ status: 'ready', target: 100, projections: there });
  });

  it('is catching up while a projection starts or rebuilds, even past the head', () => {
    expect(readinessOf([projection('a', 'starting', null)], null).status).toBe('catching_up');
    expect(readinessOf([projection('a', 'rebuilding', 200)], 100).status).toBe('catching_up');
  });

  it('is reconnecting while its follower has lost the log, even when caught up', () => {
    const statuses = [projection('a', 'running', 100), projection('b', 'reconnecting', 100)];
    expect(readinessOf(statuses, 100).status).toBe('reconnecting');
    expect(readinessOf([projection('a', 'failed', 6), projection('b', 'reconnecting', 100)], 100).status).toBe(
      'failed',
    );
  });

  it('is ready at once on an empty log', () => {
    expect(readinessOf([projection('a', 'running', null)], null).status).toBe('ready');
  });

  it('is failed when one projection failed, whatever the others', () => {
    const statuses = [projection('a', 'running', 100), projection('b', 'failed', 6)];
    expect(readinessOf(statuses, 100).status).toBe('failed');
  });
});
