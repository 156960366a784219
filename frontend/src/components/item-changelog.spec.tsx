/** @jest-environment jsdom */
import '../testing/jsdom-globals.js';
import { render, screen, within } from '@testing-library/react';
import { ItemChangelog } from './item-changelog.js';

describe('an item’s changelog', () => {
  it('lists releases and the changes a buyer cares about, newest first, each dated', () => {
    render(
      <ItemChangelog
        lines={[
          { type: 'release', date: '2026-11-25T10:00:00.000Z', version: '1.1.0', notes: 'Sharper corners', files: 2 },
          { type: 'price', date: '2026-11-20T10:00:00.000Z', price: { amount: 1900, currency: 'USD' } },
          { type: 'description', date: '2026-11-18T10:00:00.000Z' },
        ]}
      />,
    );
    const lines = within(screen.getByRole('list', { name: 'Changelog' })).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector('strong')?.textContent)).toEqual(['1.1.0', 'Price', 'Description']);
    expect(lines[0]?.textContent).toContain('Sharper corners');
    expect(lines[1]?.textContent).toContain('Price changed to $19.00');
    expect(lines.map((line) => line.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-11-25T10:00:00.000Z',
      '2026-11-20T10:00:00.000Z',
      '2026-11-18T10:00:00.000Z',
    ]);
  });

  it('shows nothing for an item that never changed', () => {
    const { container } = render(<ItemChangelog lines={[]} />);
    expect(container.textContent).toBe('');
  });
});
