// Uploads: images processed per second (in the pipeline, and over HTTP) beside sharp's own resize
// and encode of the same image to the same renditions, in the same run; serving a rendition beside
// serving a static file of the same size from the same server; and the gateway's peak memory
// while a 100 MB file is uploaded, above its idle memory.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { fmt, line, load, signUpCreators, startGateway, tempFile, until } from './lib.mjs';

const { processImage, widthsFor } = await import('../backend/dist/media/processing/image-pipeline.js');
const IMAGES = Number(process.env.BENCH_IMAGES ?? 12);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const BIG = 100 * 1000 * 1000;

/** A photo-like test image: gradients, shapes and grain, 2400 × 1600, as a JPEG at quality 90 (about a phone photo's detail). */
async function photo() {
  const shapes = Array.from(
    { length: 40 },
    (_, i) =>
      `<circle cx="${(i * 317) % 2400}" cy="${(i * 211) % 1600}" r="${40 + ((i * 53) % 220)}" fill="hsl(${(i * 37) % 360} 70% 55%)" fill-opacity="0.6"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="2400" height="1600" fill="url(#g)"/>${shapes}</svg>`;
  const grain = await sharp(randomBytes(2400 * 1600), { raw: { width: 2400, height: 1600, channels: 1 } })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * sharp by itself: decode once, and each width in WebP and JPEG, as the pipeline's renditions are.
 * @param {Buffer} bytes
 */
async function sharpAlone(bytes) {
  const widths = widthsFor('cover', 2400);
  const base = sharp(bytes).rotate();
  await Promise.all(
    widths.flatMap((width) => [
      base.clone().resize({ width }).webp({ quality: 78, effort: 2 }).toBuffer(),
      base
        .clone()
        .resize({ width })
        .flatten({ background: '#fff' })
        .jpeg({ quality: 80, progressive: true })
        .toBuffer(),
    ]),
  );
}

/**
 * @param {() => Promise<unknown>} work
 * @param {number} count
 */
async function perSecond(work, count) {
  await work(); // warm up
  const started = performance.now();
  for (let i = 0; i < count; i += 1) await work();
  return count / ((performance.now() - started) / 1000);
}

const rssOf = (/** @type {number | undefined} */ pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function* bigBody() {
  const chunk = randomBytes(64 * 1024);
  for (let sent = 0; sent < BIG; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, BIG - sent));
}

export async function run() {
  const figures = {};
  const bytes = await photo();
  console.log(`test image: 2400 × 1600 JPEG, ${fmt(bytes.length / 1e6, 1)} MB; ${IMAGES} runs each`);

  const alone = await perSecond(() => sharpAlone(bytes), IMAGES);
  const pipeline = await perSecond(() => processImage(bytes, 'cover', { maxPixels: 40e6 }), IMAGES);
  figures.sharpImagesPerSecond = alone;
  figures.pipelineImagesPerSecond = pipeline;
  // Per minute: a few images a second would print as a bare digit.
  line("sharp's own resize and encode", alone * 60, 'images/min', null);
  line('upload pipeline (checks, decode, renditions)', pipeline * 60, 'images/min', alone * 60, '>= 70%');

  const frontendDir = join(tempFile('frontend').replace(/\/frontend$/, ''), 'frontend');
  mkdirSync(join(frontendDir, 'assets'), { recursive: true });
  writeFileSync(join(frontendDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const gateway = await startGateway({ FRONTEND_DIR: frontendDir, MEDIA_SWEEP_MINUTES: '0' });
  try {
    const [cookie] = await signUpCreators(gateway.base, 1, 'media');
    /**
     * @param {string} path
     * @param {BodyInit | Readable} body
     * @param {Record<string, string>} [headers]
     */
    const upload = (path, body, headers = {}) =>
      fetch(
        `${gateway.base}${path}`,
        /** @type {RequestInit} */ ({
          method: 'POST',
          headers: { cookie: cookie ?? '', 'content-type': 'application/octet-stream', ...headers },
          // Node's fetch streams a Readable body (with duplex: 'half'), which the DOM's types do not list.
          body: /** @type {BodyInit} */ (/** @type {unknown} */ (body)),
          duplex: 'half',
        }),
      );
    /** @type {{ image: { variants: { format: string; width: number; hash: string; size: number }[] } } | undefined} */
    let answer;
    const overHttp = await perSecond(async () => {
      const response = await upload('/api/media/images?purpose=cover', bytes);
      if (response.status !== 201) throw new Error(`upload refused: ${response.status} ${await response.text()}`);
      answer = await response.json();
    }, IMAGES);
    figures.httpImagesPerSecond = overHttp;
    line('image uploads over HTTP, one at a time', overHttp * 60, 'images/min', alone * 60, '>= 70%');

    // Serving: the 800 px WebP rendition beside a static file of the same size.
    const variant = answer?.image.variants.find((v) => v.format === 'webp' && v.width === 800);
    if (variant === undefined) throw new Error('the upload has no 800 px WebP rendition');
    const staticName = `bench-${variant.hash.slice(0, 10)}.webp`;
    writeFileSync(join(frontendDir, 'assets', staticName), randomBytes(variant.size));
    // Wait until the rendition's record is in the read model (the route serves only known renditions).
    const mediaPath = `/creators-assets/media/${variant.hash}-${variant.width}.webp`;
    await until('the rendition being served', async () => {
      const response = await fetch(`${gateway.base}${mediaPath}`);
      await response.arrayBuffer();
      return response.status === 200;
    });
    const staticRun = await load(gateway.base, 'bytes', {
      connections: 50,
      seconds: SECONDS,
      setup: { paths: [`/creators-assets/assets/${staticName}`] },
    });
    const mediaRun = await load(gateway.base, 'bytes', {
      connections: 50,
      seconds: SECONDS,
      setup: { paths: [mediaPath] },
    });
    figures.staticPerSecond = staticRun.perSecond;
    figures.renditionPerSecond = mediaRun.perSecond;
    figures.renditionErrors = mediaRun.errors;
    console.log(`serving ${fmt(variant.size / 1000)} kB, 50 connections, ${SECONDS} s each`);
    line('  static file of the same size', staticRun.perSecond, 'requests/s', null);
    line('  image rendition', mediaRun.perSecond, 'requests/s', staticRun.perSecond, '>= 70%');
    line('  image rendition p99', mediaRun.p99, 'ms', null);

    // Memory: a 100 MB deliverable streamed in, RSS sampled every 10 ms.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = rssOf(gateway.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(gateway.pid));
    }, 10);
    const started = performance.now();
    const response = await upload('/api/media/files?name=big.bin', Readable.from(bigBody()), {
      'content-length': String(BIG),
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(gateway.pid));
    if (response.status !== 201) throw new Error(`big upload refused: ${response.status} ${await response.text()}`);
    const stored = await response.json();
    if (stored.file.size !== BIG) throw new Error('the big file was not stored whole');
    figures.bigUploadSeconds = seconds;
    figures.idleRssMb = idle / 1e6;
    figures.peakAboveIdleMb = (peak - idle) / 1e6;
    line('100 MB upload', BIG / 1e6 / seconds, 'MB/s', null);
    line('  gateway memory at idle', idle / 1e6, 'MB', null);
    line('  peak memory above idle during the upload', (peak - idle) / 1e6, 'MB', null, '< 100 MB (flat)');
  } finally {
    await gateway.stop();
  }
  return figures;
}
