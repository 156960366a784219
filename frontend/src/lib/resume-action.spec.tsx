/** @jest-environment jsdom */
import '../testing/jsdom-globals.js';
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { resumePath, signInToResume, useResumedAction, type ResumableAction } from './resume-action.js';

function Gate({ action, ready, run }: { action: ResumableAction; ready: boolean; run: () => void }) {
  useResumedAction(action, ready, run);
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** A gate that becomes ready when told, as a page does once it knows who is signed in. */
function LateGate({ run }: { run: () => void }) {
  const [ready, setReady] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setReady(true);
        }}
      >
        ready
      </button>
      <Gate action="follow" ready={ready} run={run} />
    </>
  );
}

const at = (path: string, element: React.ReactNode) =>
  render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);

describe('resuming an action after sign-in', () => {
  it('carries the action in the return path, keeping the rest of the address', () => {
    const here = { pathname: '/marketplace/templates/kit', search: '?tab=files', hash: '#top' };
    expect(resumePath(here, 'buy')).toBe('/marketplace/templates/kit?tab=files&then=buy#top');
    expect(signInToResume(here, 'contact:ada')).toBe(
      `/sign-in?next=${encodeURIComponent('/marketplace/templates/kit?tab=files&then=contact%3Aada#top')}`,
    );
  });

  it('runs the action once when ready, and the address forgets it', async () => {
    const run = jest.fn();
    at('/ada?tab=1&then=follow', <LateGate run={run} />);
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'ready' }));
    expect(await screen.findByText('At /ada?tab=1')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a page whose address names another action, or none', () => {
    const run = jest.fn();
    at('/ada?then=contact%3Abob', <Gate action="contact:ada" ready run={run} />);
    at('/ada', <Gate action="follow" ready run={run} />);
    expect(run).not.toHaveBeenCalled();
  });
});
