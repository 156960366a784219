import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, type MdAlign, type MdBlock, type MdInline, type MdRow } from '../lib/markdown.js';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function renderInline(nodes: readonly MdInline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'del':
        return <del key={i}>{renderInline(node.children)}</del>;
      case 'link':
        return (
          <a key={i} href={node.href} rel="nofollow noopener noreferrer" target="_blank">
            {renderInline(node.children)}
          </a>
        );
      case 'image':
        // Pictures come from hosts creators choose: tell them nothing about the page showing them.
        return <img key={i} src={node.src} alt={node.alt} loading="lazy" referrerPolicy="no-referrer" />;
      case 'break':
        return <br key={i} />;
    }
  });
}

const alignment = (align: MdAlign | undefined) => (align ? { textAlign: align } : undefined);

function renderRow(row: MdRow, key: number, align: readonly MdAlign[], Cell: 'th' | 'td'): ReactNode {
  return (
    <tr key={key}>
      {row.map((cell, column) => (
        <Cell key={column} style={alignment(align[column])}>
          {renderInline(cell)}
        </Cell>
      ))}
    </tr>
  );
}

/** A list item that is a single paragraph renders without the `<p>`, as Markdown's tight lists do. */
function renderItem(blocks: readonly MdBlock[], shift: number): ReactNode {
  const [only] = blocks;
  return blocks.length === 1 && only?.type === 'paragraph' ? renderInline(only.children) : renderBlocks(blocks, shift);
}

function renderBlocks(blocks: readonly MdBlock[], shift: number): ReactNode[] {
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'heading': {
        const Heading = HEADINGS[Math.min(5, block.level + shift - 1)] ?? 'h6';
        return <Heading key={i}>{renderInline(block.children)}</Heading>;
      }
      case 'paragraph':
        return <p key={i}>{renderInline(block.children)}</p>;
      case 'list': {
        const items = block.items.map((item, j) => <li key={j}>{renderItem(item, shift)}</li>);
        return block.ordered ? (
          <ol key={i} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={i}>{items}</ul>
        );
      }
      case 'code':
        return (
          <pre key={i}>
            <code>{block.text}</code>
          </pre>
        );
      case 'quote':
        return <blockquote key={i}>{renderBlocks(block.children, shift)}</blockquote>;
      case 'rule':
        return <hr key={i} />;
      case 'table':
        // Focusable so that a table wider than the screen can be scrolled from the keyboard.
        return (
          <div key={i} className="markdown-table" tabIndex={0}>
            <table>
              <thead>{renderRow(block.head, 0, block.align, 'th')}</thead>
              {block.rows.length > 0 && (
                <tbody>{block.rows.map((row, r) => renderRow(row, r, block.align, 'td'))}</tbody>
              )}
            </table>
          </div>
        );
    }
  });
}

/**
 * Creator-written Markdown as React elements (never as HTML). Headings move down by
 * `headingShift` levels so a description's `#` sits below the page's own headings.
 */
export function Markdown({ source, headingShift = 1 }: { readonly source: string; readonly headingShift?: number }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <div className="markdown">{renderBlocks(blocks, headingShift)}</div>;
}
