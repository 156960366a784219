/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { FormImage } from '../utils/item-form-values.js';
import { GalleryEditor, moved } from './gallery-editor.js';

const image = (uploadId: string): FormImage => ({
  uploadId,
  image: {
    uploadId,
    hash: 'h',
    width: 800,
    height: 500,
    placeholder: 'data:,',
    variants: [
      { format: 'webp', width: 800, height: 500, hash: `${uploadId}w`, size: 1000 },
      { format: 'jpeg', width: 800, height: 500, hash: `${uploadId}j`, size: 2000 },
    ],
  },
});

function Harness({ initial }: { readonly initial: readonly FormImage[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <GalleryEditor
        value={value}
        error={undefined}
        onChange={(update) => {
          setValue(update);
        }}
      />
      <output data-testid="order">{value.map((entry) => entry.uploadId).join(',')}</output>
    </>
  );
}

describe('the gallery editor', () => {
  it('moves an entry within the list, stopping at the ends', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('reorders with buttons a keyboard reaches, says so to screen readers, and removes', () => {
    render(<Harness initial={[image('a'), image('b'), image('c')]} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move image 1 earlier' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move image 1 later' }));
    expect(screen.getByTestId('order').textContent).toBe('b,a,c');
    expect(screen.getByText('Image 1 moved to position 2 of 3.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 3' }));
    expect(screen.getByTestId('order').textContent).toBe('b,a');
    // Every image keeps its box and its placeholder under it while it loads.
    const first = screen.getByAltText<HTMLImageElement>('Gallery image 1');
    expect(first.getAttribute('sizes')).toBe('112px');
    expect(first.style.backgroundImage).toContain('data:,');
  });
});
