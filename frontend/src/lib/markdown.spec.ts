import { parseInline, parseMarkdown, type MdBlock, type MdInline } from './markdown.js';

const text = (value: string): MdInline[] => [{ type: 'text', text: value }];

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

describe('parseMarkdown tables', () => {
  it('reads the header, the alignments and the body, with markup and escaped pipes in cells', () => {
    const [table] = parseMarkdown(
      [
        '| Plan | Price | Seats |',
        '|:-----|:-----:|------:|',
        '| Basic | **$5** | 1 |',
        '| Pro \\| Team | $20 | `5\\|10` |',
      ].join('\n'),
    );
    expect(table).toEqual({
      type: 'table',
      align: ['left', 'center', 'right'],
      head: [text('Plan'), text('Price'), text('Seats')],
      rows: [
        [text('Basic'), [{ type: 'strong', children: text('$5') }], text('1')],
        [text('Pro | Team'), text('$20'), [{ type: 'code', text: '5|10' }]],
      ],
    });
  });

  it('pads short rows, drops extra cells and needs no outer pipes', () => {
    expect(parseMarkdown('a | b\n--- | ---\nonly\n1 | 2 | 3')).toEqual([
      {
        type: 'table',
        align: [null, null],
        head: [text('a'), text('b')],
        rows: [
          [text('only'), []],
          [text('1'), text('2')],
        ],
      },
    ]);
  });

  it('needs a delimiter row with one cell per header cell', () => {
    expect(parseMarkdown('a | b\n--- | --- | ---').map((b) => b.type)).toEqual(['paragraph']);
    expect(parseMarkdown('a | b\n---').map((b) => b.type)).toEqual(['paragraph', 'rule']);
    expect(parseMarkdown('a | b\n|:-x-|---|').map((b) => b.type)).toEqual(['paragraph']);
  });

  it('ends the paragraph above it and ends at a blank line', () => {
    const blocks = parseMarkdown('Prices:\n| a |\n|---|\n| 1 |\n\nAfter.');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'table', 'paragraph']);
    expect(blocks[1]).toMatchObject({ head: [text('a')], rows: [[text('1')]] });
  });

  it('never pads more empty cells than the table has characters', () => {
    const source = ['|a'.repeat(500), '|-'.repeat(500), ...Array<string>(2000).fill('x')].join('\n');
    const [table] = parseMarkdown(source);
    const cells = table?.type === 'table' ? table.rows.reduce((sum, row) => sum + row.length, 0) : 0;
    expect(table?.type === 'table' && table.rows).toHaveLength(2000);
    expect(cells).toBeLessThanOrEqual(source.length);
  });
});

describe('parseMarkdown on hostile input', () => {
  // Each of these once took a second or more to read; now they must come out right.
  const paragraph = (source: string): MdInline[] => {
    const [block] = parseMarkdown(source);
    return block?.type === 'paragraph' ? [...block.children] : [];
  };

  it('keeps unmatched delimiters, brackets and backticks as text', () => {
    for (const unit of ['*', '*a ', '**a ', '_a', '~~a ', '[', '[a', '[a](', '![', '](', '*a _b ~~c [d ', '<a:', 'h']) {
      const source = unit.repeat(Math.ceil(20_000 / unit.length));
      expect(parseInline(source)).toEqual(text(source));
    }
    expect(paragraph('a' + '*'.repeat(20_000))).toEqual(text('a' + '*'.repeat(20_000)));
    const backticks = Array.from({ length: 190 }, (_, k) => '`'.repeat(190 - k) + 'a').join('');
    expect(parseInline(backticks)).toEqual(text(backticks));
  });

  it('reads long runs of escapes and of code spans', () => {
    expect(parseInline('\\'.repeat(20_000))).toEqual(text('\\'.repeat(10_000)));
    const spans = parseInline('`a`b'.repeat(5_000));
    expect(spans).toHaveLength(10_000);
    expect(spans[0]).toEqual({ type: 'code', text: 'a' });
  });

  it('reads long lines of spaces, dots and line ends', () => {
    expect(parseMarkdown('# a' + ' '.repeat(20_000) + 'b ##')).toEqual([
      { type: 'heading', level: 1, children: text('a' + ' '.repeat(20_000) + 'b') },
    ]);
    expect(parseMarkdown('- ' + ' '.repeat(20_000) + 'x\u2028y')).toEqual([
      { type: 'list', ordered: false, start: 1, items: [[{ type: 'paragraph', children: text('x\u2028y') }]] },
    ]);
    expect(parseInline('see https://e.example' + '.'.repeat(20_000))).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', href: 'https://e.example/', children: text('https://e.example') },
      { type: 'text', text: '.'.repeat(20_000) },
    ]);
    expect(parseInline('[a](https://e.example/' + ' '.repeat(20_000) + '"title")')).toEqual([
      { type: 'link', href: 'https://e.example/', children: text('a') },
    ]);
    expect(paragraph('a|b\n'.repeat(5_000))).toEqual(text(Array<string>(5_000).fill('a|b').join(' ')));
  });

  it('stops nesting quotes and lists at a fixed depth', () => {
    let blocks = parseMarkdown('> '.repeat(10_000) + 'x');
    let depth = 0;
    for (let block = blocks[0]; block?.type === 'quote'; block = blocks[0]) {
      blocks = [...block.children];
      depth++;
    }
    expect(depth).toBe(8);
    expect(blocks[0]).toEqual({ type: 'paragraph', children: text('> '.repeat(10_000 - 8) + 'x') });

    const listDepth = (list: readonly MdBlock[]): number =>
      Math.max(0, ...list.map((b) => (b.type === 'list' ? 1 + Math.max(...b.items.map(listDepth)) : 0)));
    const ladder = Array.from({ length: 200 }, (_, k) => ' '.repeat(2 * k) + '- x').join('\n');
    expect(listDepth(parseMarkdown(ladder))).toBe(8);
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

  it('shows images from https addresses only, and otherwise their alt text', () => {
    expect(parseInline('![a *cat*](https://img.example/cat.png)')).toEqual([
      { type: 'image', src: 'https://img.example/cat.png', alt: 'a cat' },
    ]);
    for (const src of ['http://img.example/cat.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/cat.png'])
      expect(parseInline(`![a cat](${src})`)).toEqual([{ type: 'text', text: 'a cat' }]);
  });

  it('reads strikethrough between double tildes only', () => {
    expect(parseInline('~~gone~~ and ~single~ and ~~ spaced~~')).toEqual([
      { type: 'del', children: [{ type: 'text', text: 'gone' }] },
      { type: 'text', text: ' and ~single~ and ~~ spaced~~' },
    ]);
    expect(parseInline('~~**old** price~~')).toEqual([
      {
        type: 'del',
        children: [
          { type: 'strong', children: [{ type: 'text', text: 'old' }] },
          { type: 'text', text: ' price' },
        ],
      },
    ]);
  });

  it('closes a code span only with a run of its own length', () => {
    expect(parseInline('`a``b` and ``c`d``')).toEqual([
      { type: 'code', text: 'a``b' },
      { type: 'text', text: ' and ' },
      { type: 'code', text: 'c`d' },
    ]);
    expect(parseInline('`a``')).toEqual([{ type: 'text', text: '`a``' }]);
  });

  it('gives code spans and autolinks precedence over emphasis and link brackets', () => {
    expect(parseInline('*a `*` b* [x `]` y](https://e.example)')).toEqual([
      {
        type: 'em',
        children: [
          { type: 'text', text: 'a ' },
          { type: 'code', text: '*' },
          { type: 'text', text: ' b' },
        ],
      },
      { type: 'text', text: ' ' },
      {
        type: 'link',
        href: 'https://e.example/',
        children: [
          { type: 'text', text: 'x ' },
          { type: 'code', text: ']' },
          { type: 'text', text: ' y' },
        ],
      },
    ]);
    expect(parseInline('<https://e.example/`a> `b`')).toEqual([
      { type: 'link', href: 'https://e.example/%60a', children: [{ type: 'text', text: 'https://e.example/`a' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'b' },
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
