/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Markdown } from './markdown.js';

describe('Markdown', () => {
  it('renders headings one level down, lists, emphasis and safe links', () => {
    const { container } = render(
      <Markdown source={'# Title\n\n## Section\n\n- **bold** item\n- [docs](https://docs.example)\n\n1. first'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Section' })).toBeTruthy();
    expect(container.querySelector('ul strong')?.textContent).toBe('bold');
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('href')).toBe('https://docs.example/');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelectorAll('ol li')).toHaveLength(1);
  });

  it('does not render javascript: links as links', () => {
    const { container } = render(<Markdown source="[click me](javascript:alert(document.cookie))" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('click me');
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('shows raw HTML as text instead of elements', () => {
    const { container } = render(
      <Markdown
        source={'<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<a href="javascript:x">a</a>'}
      />,
    );
    expect(container.querySelector('script, img, a')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('renders a table with its header, body and column alignments in a scrolling box', () => {
    const { container } = render(
      <Markdown
        source={['| Plan | Price |', '|:-----|------:|', '| Basic | ~~$9~~ $5 |', '| Pro \\| Team |'].join('\n')}
      />,
    );
    const table = container.querySelector('.markdown-table > table');
    expect(table).not.toBeNull();
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Plan', 'Price']);
    expect([...container.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual([
      'Basic$9 $5',
      'Pro | Team',
    ]);
    expect(container.querySelector<HTMLElement>('th')?.style.textAlign).toBe('left');
    expect(container.querySelector<HTMLElement>('tbody td:nth-child(2)')?.style.textAlign).toBe('right');
    expect(container.querySelector('td del')?.textContent).toBe('$9');
  });

  it('shows https images lazily and never loads other addresses', () => {
    const { container } = render(
      <Markdown
        source={
          '![a cat](https://img.example/cat.png) ![tracker](http://img.example/t.gif) ![x](javascript:alert(1)) ![svg](data:image/svg+xml,x)'
        }
      />,
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe('https://img.example/cat.png');
    expect(images[0]?.getAttribute('alt')).toBe('a cat');
    expect(images[0]?.getAttribute('loading')).toBe('lazy');
    expect(container.textContent).toBe(' tracker x svg');
    expect(container.innerHTML).not.toMatch(/javascript:|data:/);
  });

  it('keeps HTML inside code as code text', () => {
    const { container } = render(<Markdown source={'```\n<b>bold?</b>\n```'} />);
    expect(container.querySelector('pre code')?.textContent).toBe('<b>bold?</b>');
    expect(container.querySelector('b')).toBeNull();
  });
});
