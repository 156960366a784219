import { parseInline, parseMarkdown } from './markdown.js';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, quotes, code and rules', () => {
    const blocks = parseMarkdown(
      [
        '## What you get',
        '',
        'First line',
        'same paragraph.',
        '',
        '- one',
        '- two',
        '  - nested',
        '',
        '3. third',
        '4. fourth',
        '',
        '> quoted',
        '',
        '```ts',
        'const a = "<b>";',
        '```',
        '',
        '---',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code', 'rule']);
    expect(blocks[0]).toEqual({ type: 'heading', level: 2, children: [{ type: 'text', text: 'What you get' }] });
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'First line same paragraph.' }] });
    const bullets = blocks[2];
    expect(bullets?.type === 'list' && bullets.items.length).toBe(2);
    expect(bullets?.type === 'list' && bullets.items[1]?.map((b) => b.type)).toEqual(['paragraph', 'list']);
    expect(blocks[3]).toMatchObject({ type: 'list', ordered: true, start: 3 });
    expect(blocks[5]).toEqual({ type: 'code', language: 'ts', text: 'const a = "<b>";' });
  });

  it('does not treat a hash without a space as a heading', () => {
    expect(parseMarkdown('#hashtag')[0]?.type).toBe('paragraph');
  });

  it('survives deep nesting without recursing forever', () => {
    expect(() => parseMarkdown('>'.repeat(5000) + ' deep')).not.toThrow();
    expect(() => parseInline('['.repeat(5000) + 'x')).not.toThrow();
  });
});

describe('parseInline', () => {
  it('reads emphasis, strong, code spans and escapes', () => {
    expect(parseInline('a **b** *c* `d` \\*e\\*')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'd' },
      { type: 'text', text: ' *e*' },
    ]);
  });

  it('leaves intraword underscores and lone asterisks alone', () => {
    expect(parseInline('snake_case_name and 2 * 3 * 4')).toEqual([
      { type: 'text', text: 'snake_case_name and 2 * 3 * 4' },
    ]);
  });

  it('makes links of http(s) destinations only', () => {
    expect(parseInline('[site](https://example.com/a "title")')).toEqual([
      { type: 'link', href: 'https://example.com/a', children: [{ type: 'text', text: 'site' }] },
    ]);
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '/relative',
    ])
      expect(parseInline(`[click](${href})`)).toEqual([{ type: 'text', text: 'click' }]);
  });

  it('links autolinks and bare addresses, leaving trailing punctuation out', () => {
    expect(parseInline('<https://a.example> and https://b.example/x.')).toEqual([
      { type: 'link', href: 'https://a.example/', children: [{ type: 'text', text: 'https://a.example' }] },
      { type: 'text', text: ' and ' },
      { type: 'link', href: 'https://b.example/x', children: [{ type: 'text', text: 'https://b.example/x' }] },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('<javascript:alert(1)>')).toEqual([{ type: 'text', text: '<javascript:alert(1)>' }]);
  });

  it('keeps raw HTML as text', () => {
    expect(parseInline('<img src=x onerror=alert(1)><script>alert(1)</script>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)><script>alert(1)</script>' },
    ]);
  });

  it('shows an image as a link to it, never as an image', () => {
    expect(parseInline('![a cat](https://img.example/cat.png)')).toEqual([
      { type: 'link', href: 'https://img.example/cat.png', children: [{ type: 'text', text: 'a cat' }] },
    ]);
  });

  it('turns two trailing spaces into a line break', () => {
    expect(parseInline('one  \ntwo')).toEqual([
      { type: 'text', text: 'one' },
      { type: 'break' },
      { type: 'text', text: 'two' },
    ]);
  });
});
