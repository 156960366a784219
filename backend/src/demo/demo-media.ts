import { Readable } from 'node:stream';
import type { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import type { ImagePurpose, ItemFileBody, ItemKind, VectorFormat } from '@creators/contracts';
import { UploadFile } from '../media/commands/upload-file/upload-file.command.js';
import { UploadImage } from '../media/commands/upload-image/upload-image.command.js';
import type { SignedInMetadata } from '../platform/command-metadata.js';
import { avatarSvg, itemArt } from './demo-art.js';
import { coverWithSketch } from './demo-covers.js';
import { brandPalette } from './demo-previews.js';
import { hyphenated, titleOfName } from './demo-titles.js';
import { zipArchive } from './zip-archive.js';

/**
 * Demo pictures are drawn at the size the demo needs (cards and a 640 px item page), not more:
 * each becomes two widths in two formats through the real upload pipeline, and 420 items'
 * worth must seed in well under a minute.
 */
const ART = { width: 640, height: 400 } as const;
const GALLERY_IMAGES = 2;

export interface ItemMedia {
  readonly coverImageId: string;
  readonly galleryImageIds: string[];
  readonly files?: ItemFileBody[];
  readonly formats?: VectorFormat[];
}

const png = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();

/** Uploads of the demo, sent through the same commands a creator's browser causes. */
export class DemoMedia {
  /** Time spent drawing and uploading, for the seeding report. */
  elapsedMs = 0;

  constructor(private readonly commands: CommandBus) {}

  private async timed<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.elapsedMs += performance.now() - started;
    }
  }

  private async image(bytes: Buffer, purpose: ImagePurpose, metadata: SignedInMetadata): Promise<string> {
    const answer = await this.commands.execute(
      new UploadImage(purpose, Readable.from([bytes]), bytes.length, metadata),
    );
    return answer.id;
  }

  private async file(name: string, bytes: Buffer, metadata: SignedInMetadata): Promise<string> {
    const answer = await this.commands.execute(new UploadFile(name, Readable.from([bytes]), bytes.length, metadata));
    return answer.id;
  }

  async avatar(seed: number, metadata: SignedInMetadata): Promise<string> {
    return this.timed(async () => this.image(await png(avatarSvg(seed, 256)), 'avatar', metadata));
  }

  /** An item's cover and gallery, and for vectors and templates their downloads. */
  forItem(
    seed: number,
    kind: ItemKind,
    title: string,
    slugHint: string,
    metadata: () => SignedInMetadata,
  ): Promise<ItemMedia> {
    return this.timed(() => this.makeItemMedia(seed, kind, title, slugHint, metadata));
  }

  private async makeItemMedia(
    seed: number,
    kind: ItemKind,
    title: string,
    slugHint: string,
    metadata: () => SignedInMetadata,
  ): Promise<ItemMedia> {
    const svgs = itemArt(seed, GALLERY_IMAGES, ART.width, ART.height);
    // The cover shows a sketch of what the item is (its preview), over its own art.
    const named = titleOfName(kind, hyphenated(title));
    const [first = '', ...others] = svgs;
    const coverSvg =
      named === null
        ? first
        : coverWithSketch(first, named.noun.design, brandPalette(named.brand), ART.width, ART.height);
    const rendered = await Promise.all([coverSvg, ...others].map(png));
    const [cover, ...gallery] = await Promise.all(
      rendered.map((bytes, i) => this.image(bytes, i === 0 ? 'cover' : 'gallery', metadata())),
    );
    if (cover === undefined) throw new Error('the demo cover was not made');
    const media = { coverImageId: cover, galleryImageIds: gallery };
    const [art = '', ...rest] = svgs;
    if (kind === 'vectors') {
      const artPng = await png(art);
      // The vector's own drawing is its download, as SVG and as PNG.
      const [svgId, pngId] = await Promise.all([
        this.file(`${slugHint}.svg`, Buffer.from(art), metadata()),
        this.file(`${slugHint}.png`, artPng, metadata()),
      ]);
      return {
        ...media,
        files: [
          { uploadId: svgId, format: 'svg' },
          { uploadId: pngId, format: 'png' },
        ],
        formats: ['svg', 'png'],
      };
    }
    if (kind === 'templates') {
      const archive = zipArchive(templateFiles(title, rest[0] ?? art));
      return { ...media, files: [{ uploadId: await this.file(`${slugHint}.zip`, archive, metadata()) }] };
    }
    return media;
  }
}

/** A small, working one-page site: what a demo template's archive holds. */
function templateFiles(title: string, heroSvg: string): { name: string; content: string }[] {
  const escaped = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    {
      name: 'index.html',
      content: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escaped}</title><link rel="stylesheet" href="styles.css"></head>
<body>
<header><strong>${escaped}</strong><nav><a href="#work">Work</a> <a href="#contact">Contact</a></nav></header>
<main><section class="hero"><h1>${escaped}</h1><p>Replace this text with yours.</p><img src="hero.svg" alt=""></section>
<section id="work"><h2>Work</h2><p>Three projects, each with a picture and a line.</p></section>
<section id="contact"><h2>Contact</h2><p><a href="mailto:hello@example.com">hello@example.com</a></p></section></main>
</body>
</html>
`,
    },
    {
      name: 'styles.css',
      content: `body { margin: 0; font-family: system-ui, sans-serif; color: #111827; }
header { display: flex; justify-content: space-between; padding: 16px 24px; }
nav a { margin-left: 16px; color: inherit; }
main { max-width: 960px; margin: 0 auto; padding: 24px; }
.hero img { width: 100%; height: auto; border-radius: 16px; }
`,
    },
    { name: 'hero.svg', content: heroSvg },
    {
      name: 'README.md',
      content: `# ${title}\n\nOpen index.html in a browser. Edit the text in index.html and the colours in styles.css.\n`,
    },
  ];
}
