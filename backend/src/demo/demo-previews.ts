import type { ItemKind } from '@creators/contracts';
import { PALETTES, type Palette } from './demo-art.js';
import {
  BRANDS,
  hyphenated,
  titleText,
  type DemoTitle,
  type PluginPanel,
  type Section,
  type VectorShape,
} from './demo-titles.js';

/**
 * A demo item's live preview, drawn from its kind and title: a navbar preview is a navbar on a
 * page, a pricing table a pricing table, a template or a site a small site of the sections its
 * noun names, a plugin its panel, a tutorial a lesson, a vector pack a sheet of its shapes. Plain
 * HTML and CSS, no script and nothing fetched, so it shows the same in the sandboxed frame and
 * offline. The brand word picks the colours.
 */
export const DEMO_PREVIEWS = '/creators-assets/demo/previews/';

/** Where a demo item's preview is served: under the product's own assets, as a creator's preview may be. */
export const demoPreviewUrl = (kind: ItemKind, title: DemoTitle): string =>
  `${DEMO_PREVIEWS}${kind}/${hyphenated(titleText(title))}.html`;

/** The colours of a brand word: its preview's and its cover's sketch. */
export function brandPalette(brand: string): Palette {
  const palette = PALETTES[BRANDS.indexOf(brand as (typeof BRANDS)[number]) % PALETTES.length] ?? PALETTES[0];
  if (palette === undefined) throw new Error('no palette');
  return palette;
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Look {
  readonly brand: string;
  readonly title: string;
  readonly palette: Palette;
}

const PRICES = [
  ['Starter', '$0', ['1 project', 'Community support']],
  ['Pro', '$12', ['Unlimited projects', 'Custom domain', 'Priority support']],
  ['Team', '$29', ['Everything in Pro', '5 seats', 'Shared library']],
] as const;

function section(part: Section, { brand, title }: Look): string {
  switch (part) {
    case 'navbar':
      return `<header class="navbar"><strong class="logo">${brand}</strong><nav aria-label="Main"><a href="#">Product</a><a href="#">Pricing</a><a href="#">About</a><a href="#">Blog</a></nav><a class="button" href="#">Get started</a></header>`;
    case 'hero':
      return `<section class="hero"><p class="eyebrow">${brand}</p><h1>${title}</h1><p class="lead">Everything you need to launch, in one calm place.</p><p><a class="button" href="#">Start free</a> <a class="button ghost" href="#">See how it works</a></p></section>`;
    case 'features':
      return `<section class="band"><h2>Why teams choose ${brand}</h2><div class="grid three">${[
        'Fast by default',
        'Accessible',
        'Works offline',
        'Version history',
        'Shared libraries',
        'Dark mode',
      ]
        .map(
          (name, i) =>
            `<article class="card"><span class="dot" style="--i:${i}"></span><h3>${name}</h3><p>A short line on why it matters.</p></article>`,
        )
        .join('')}</div></section>`;
    case 'pricing':
      return `<section class="band"><h2>Pricing</h2><div class="grid three">${PRICES.map(
        ([plan, price, perks], i) =>
          `<article class="card plan${i === 1 ? ' featured' : ''}"><h3>${plan}</h3><p class="price">${price}<small> per month</small></p><ul>${perks.map((perk) => `<li>${perk}</li>`).join('')}</ul><a class="button${i === 1 ? '' : ' ghost'}" href="#">Choose ${plan}</a></article>`,
      ).join('')}</div></section>`;
    case 'testimonials':
      return `<section class="band"><h2>What people say</h2><div class="slider"><blockquote class="card"><p>“We shipped our new site in a weekend. ${brand} just works.”</p><footer>— Maya Chen, founder</footer></blockquote><blockquote class="card"><p>“The details are right, and it is a joy to edit.”</p><footer>— Jonas Berg, designer</footer></blockquote></div><p class="dots" aria-hidden="true"><span class="on"></span><span></span><span></span></p></section>`;
    case 'faq':
      return `<section class="band narrow"><h2>Questions</h2>${[
        'Can I use it in client work?',
        'Does it work on phones?',
        'How do updates work?',
        'Can I get a refund?',
      ]
        .map(
          (question, i) =>
            `<details class="card"${i === 0 ? ' open' : ''}><summary>${question}</summary><p>Yes. The short answer sits here, and the long one in the docs.</p></details>`,
        )
        .join('')}</section>`;
    case 'stats':
      return `<section class="band"><div class="grid four">${[
        ['12k', 'creators'],
        ['98%', 'uptime'],
        ['4.9', 'average rating'],
        ['140', 'countries'],
      ]
        .map(([value, label]) => `<div class="stat"><strong>${value}</strong><span>${label}</span></div>`)
        .join('')}</div></section>`;
    case 'signup':
      return `<section class="band narrow"><form class="card" action="#"><h2>Join the ${brand} list</h2><p>One short letter a month. No spam.</p><label>Email <input type="email" placeholder="you@example.com"></label><button class="button" type="button">Sign up</button></form></section>`;
    case 'cookie':
      return `<div class="cookie card" role="dialog" aria-label="Cookies"><p><strong>We use cookies</strong> to remember your settings and count visits. You choose.</p><p><button class="button" type="button">Accept all</button> <button class="button ghost" type="button">Only necessary</button></p></div>`;
    case 'footer':
      return `<footer class="site-footer"><div class="grid four"><div><strong class="logo">${brand}</strong><p>Made with care.</p></div>${[
        ['Product', 'Features', 'Pricing', 'Changelog'],
        ['Company', 'About', 'Careers', 'Press'],
        ['Help', 'Docs', 'Contact', 'Status'],
      ]
        .map(
          ([head, ...links]) => `<div><h4>${head}</h4>${links.map((link) => `<a href="#">${link}</a>`).join('')}</div>`,
        )
        .join('')}</div><p class="fine">© 2026 ${brand}</p></footer>`;
    case 'gallery':
      return `<section class="band"><h2>Selected work</h2><div class="grid three">${[
        'Harbour identity',
        'Field notes',
        'Night market',
        'Tide app',
        'Paper goods',
        'Atlas type',
      ]
        .map(
          (name, i) =>
            `<figure class="tile" style="--i:${i}"><div class="shot"></div><figcaption>${name}</figcaption></figure>`,
        )
        .join('')}</div></section>`;
    case 'posts':
      return `<section class="band narrow"><h1>${title}</h1>${[
        'Designing slower websites on purpose',
        'What a year of small releases taught me',
        'Notes on colour in the dark',
      ]
        .map(
          (headline, i) =>
            `<article class="post"><p class="meta">${['March 3', 'February 12', 'January 28'][i] ?? ''} · ${4 + i * 3} min read</p><h2>${headline}</h2><p>The first lines of the post, enough to tell whether it is for you.</p></article>`,
        )
        .join('')}</section>`;
    case 'products':
      return `<section class="band"><h2>Shop</h2><div class="grid four">${[
        ['Linen tote', '$38'],
        ['Stoneware mug', '$24'],
        ['Notebook set', '$18'],
        ['Desk lamp', '$96'],
      ]
        .map(
          ([name, price], i) =>
            `<article class="product" style="--i:${i}"><div class="shot"></div><h3>${name}</h3><p class="price">${price}</p><a class="button ghost" href="#">Add to cart</a></article>`,
        )
        .join('')}</div></section>`;
    case 'schedule':
      return `<section class="band narrow"><h2>Schedule</h2><ol class="schedule">${[
        ['09:00', 'Doors open and coffee'],
        ['10:00', 'Opening talk'],
        ['11:30', 'Workshops'],
        ['14:00', 'Lightning talks'],
        ['17:00', 'Closing and drinks'],
      ]
        .map(([time, what]) => `<li><time>${time}</time> ${what}</li>`)
        .join('')}</ol></section>`;
    case 'contact':
      return `<section class="band narrow"><h2>Let’s work together</h2><p>Booking projects from next month. Write to <a href="#">hello@${brand.toLowerCase()}.example</a>.</p></section>`;
  }
}

const PANELS: Readonly<Record<PluginPanel, (look: Look) => string>> = {
  swatches: ({ palette }) =>
    `<div class="swatches">${[...palette, '#ffffff', '#0f172a', '#f59e0b', '#10b981']
      .map((colour) => `<span style="background:${colour}" title="${colour}"></span>`)
      .join('')}</div><label>Hex <input value="${palette[1]}"></label>`,
  grid: () =>
    `<label>Columns <input value="12"></label><label>Gutter <input value="24 px"></label><div class="overlay">${'<span></span>'.repeat(12)}</div>`,
  icons: () =>
    `<label>Search <input value="arrow"></label><div class="icon-grid">${Array.from({ length: 16 }, (_, i) => `<span class="icon" style="--i:${i}"></span>`).join('')}</div>`,
  contrast: ({ palette }) =>
    `<div class="pair"><span style="background:${palette[0]}"></span><span style="background:${palette[3]}"></span></div><p class="ratio">7.4 : 1</p><p><span class="pass">AA</span> <span class="pass">AAA</span> normal text</p>`,
  text: () =>
    `<label>Paragraphs <input value="3"></label><p class="sample">Quiet mornings make good work. Keep the sentences short, and the ideas plain.</p><button class="button" type="button">Insert text</button>`,
  resize: () =>
    `<label>Width <input value="1200"></label><label>Height <input value="630"></label><div class="frame-sample"></div><button class="button" type="button">Resize 4 images</button>`,
  tokens: ({ palette }) =>
    `<pre class="code">{\n  "color": {\n    "ink": "${palette[0]}",\n    "accent": "${palette[1]}"\n  },\n  "radius": { "card": "12px" }\n}</pre><button class="button" type="button">Export JSON</button>`,
  fonts: () =>
    `<p class="font-sample serif">Heading in Fraunces</p><p class="font-sample">Body text in Inter, set at 16 px with room to breathe.</p><button class="button" type="button">Try another pair</button>`,
};

function shapes(shape: VectorShape, [ink, main, soft, pop]: Palette): string {
  const colours = [main, soft, pop, ink];
  return Array.from({ length: 12 }, (_, i) => {
    const c = colours[i % 4] ?? main;
    const d = colours[(i + 1) % 4] ?? soft;
    const drawn: Record<VectorShape, string> = {
      icons: `<circle cx="32" cy="32" r="${12 + (i % 3) * 4}" fill="none" stroke="${c}" stroke-width="4"/><path d="M${20 + i} 32h${24 - i}" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
      blobs: `<path d="M32 ${6 + (i % 4)}c14 0 26 ${8 + i} 24 24s-10 26-26 24S6 ${44 - i} 8 28 18 6 32 6z" fill="${c}"/>`,
      lines: `<path d="M6 ${40 - i}C18 ${10 + i} 30 58 58 ${20 + i}" fill="none" stroke="${c}" stroke-width="3" stroke-linecap="round"/><circle cx="${16 + i * 3}" cy="22" r="5" fill="${d}"/>`,
      isometric: `<path d="M32 8l22 12v24L32 56 10 44V20z" fill="${c}"/><path d="M32 32l22-12M32 32v24M32 32L10 20" stroke="${d}" stroke-width="2"/>`,
      arrows: `<path d="M10 ${44 - i}Q${24 + i} 10 52 22" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/><path d="M42 16l10 6-8 9" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
      meshes: `<defs><radialGradient id="m${i}" cx="${20 + i * 5}%" cy="30%"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${d}"/></radialGradient></defs><rect x="4" y="4" width="56" height="56" rx="12" fill="url(#m${i})"/>`,
      avatars: `<circle cx="32" cy="32" r="28" fill="${c}"/><circle cx="32" cy="26" r="10" fill="${d}"/><path d="M14 54c4-10 32-10 36 0" fill="${d}"/>`,
      patterns: `<rect x="4" y="4" width="56" height="56" rx="6" fill="${d}"/>${[12, 28, 44].map((x) => [12, 28, 44].map((y) => `<circle cx="${x}" cy="${y}" r="${3 + (i % 3)}" fill="${c}"/>`).join('')).join('')}`,
    };
    return `<figure class="shape"><svg viewBox="0 0 64 64" width="96" height="96" role="img" aria-label="Shape ${i + 1}">${drawn[shape]}</svg></figure>`;
  }).join('');
}

function body(kind: ItemKind, { brand, noun }: DemoTitle, look: Look): string {
  const design = noun.design;
  switch (design.as) {
    case 'component': {
      const part = section(design.section, look);
      // Parts that live at a page's edge are shown on a page, where they belong.
      const page = `<section class="band placeholder" aria-hidden="true"><div></div><div></div><div></div></section>`;
      if (design.section === 'navbar') return `${part}${page}`;
      if (design.section === 'footer') return `${page}${part}`;
      if (design.section === 'cookie') return `${page}${page}${part}`;
      return part;
    }
    case 'site':
      return design.sections.map((part) => section(part, look)).join('');
    case 'plugin':
      // The panel as it sits in the design tool: beside the canvas it works on.
      return `<section class="band workspace"><div class="canvas" aria-hidden="true"><div class="artboard"></div></div><div class="plugin card"><header class="titlebar"><span></span><span></span><span></span><strong>${look.title}</strong></header><div class="panel">${PANELS[design.panel](look)}</div></div></section>`;
    case 'lesson':
      return `<article class="band narrow lesson"><p class="eyebrow">Tutorial by ${brand}</p><h1>${look.title}</h1><ol class="steps">${[
        'Set up the starter file',
        `Build the ${noun.name.toLowerCase()} step by step`,
        'Test it on a phone',
        'Ship it',
      ]
        .map((step) => `<li>${step}</li>`)
        .join(
          '',
        )}</ol><pre class="code">${escape(design.topic)}</pre><p>Each step ends with a working page you can compare with yours.</p></article>`;
    case 'sheet':
      return `<section class="band"><p class="eyebrow">${kind === 'vectors' ? 'Vector pack' : 'Pack'}</p><h1>${look.title}</h1><div class="grid six">${shapes(design.shape, look.palette)}</div><p>SVG and PNG, every shape on its own layer.</p></section>`;
  }
}

/** The whole preview page of a demo item. */
export function demoPreviewPage(kind: ItemKind, title: DemoTitle): string {
  const palette = brandPalette(title.brand);
  const [ink, main, soft, pop] = palette;
  const look: Look = { brand: escape(title.brand), title: escape(titleText(title)), palette };
  const design = title.noun.design.as === 'component' ? title.noun.design.section : title.noun.design.as;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${look.title}</title>
<style>
:root { --ink: ${ink}; --main: ${main}; --soft: ${soft}; --pop: ${pop}; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #0f172a; background: #f8fafc; }
a { color: var(--main); }
h1 { font-size: clamp(28px, 5vw, 48px); line-height: 1.1; margin: 0 0 12px; }
h2 { font-size: 26px; margin: 0 0 20px; }
.band { padding: 48px 24px; max-width: 1100px; margin: 0 auto; }
.narrow { max-width: 720px; }
.grid { display: grid; gap: 20px; }
.three { grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
.four { grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); }
.six { grid-template-columns: repeat(auto-fit, minmax(110px, 1fr)); }
.card { background: #fff; border-radius: 14px; padding: 20px; box-shadow: 0 1px 3px #0f172a22; }
.button { display: inline-block; padding: 10px 18px; border-radius: 999px; background: var(--main); color: #fff; text-decoration: none; border: 2px solid var(--main); font: inherit; cursor: pointer; }
.button.ghost { background: transparent; color: var(--main); }
.navbar { display: flex; align-items: center; gap: 24px; padding: 16px 24px; background: #fff; border-bottom: 1px solid #e2e8f0; }
.navbar nav { display: flex; gap: 20px; flex: 1; }
.navbar nav a { color: #334155; text-decoration: none; }
.logo { font-size: 20px; color: var(--ink); }
.hero { padding: 72px 24px; text-align: center; color: #fff; background: linear-gradient(135deg, var(--ink), var(--main)); }
.hero .lead { font-size: 20px; opacity: 0.9; }
.hero .button { background: #fff; color: var(--ink); border-color: #fff; }
.hero .button.ghost { background: transparent; color: #fff; }
.eyebrow { text-transform: uppercase; letter-spacing: 0.12em; font-size: 13px; color: var(--main); margin: 0 0 8px; }
.hero .eyebrow { color: #fff; }
.dot { display: block; width: 36px; height: 36px; border-radius: 10px; background: var(--soft); }
.plan ul { padding-left: 18px; color: #475569; }
.plan.featured { outline: 3px solid var(--main); transform: translateY(-6px); }
.price { font-size: 34px; font-weight: 700; margin: 4px 0; color: var(--ink); }
.price small { font-size: 14px; font-weight: 400; color: #64748b; }
.slider { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(260px, 1fr); gap: 20px; overflow-x: auto; }
blockquote { margin: 0; font-size: 18px; }
blockquote footer { font-size: 14px; color: #64748b; margin-top: 8px; }
.dots { display: flex; gap: 8px; justify-content: center; }
.dots span { width: 10px; height: 10px; border-radius: 50%; background: #cbd5e1; }
.dots .on { background: var(--main); }
details { margin-bottom: 12px; }
summary { font-weight: 600; cursor: pointer; }
.stat { text-align: center; }
.stat strong { display: block; font-size: 42px; color: var(--main); }
.stat span { color: #64748b; }
form label { display: block; margin: 16px 0; }
input { display: block; width: 100%; padding: 10px 12px; border: 1px solid #cbd5e1; border-radius: 8px; font: inherit; margin-top: 4px; }
.cookie { position: fixed; left: 16px; right: 16px; bottom: 16px; max-width: 560px; border-top: 4px solid var(--main); }
.site-footer { padding: 40px 24px 16px; background: var(--ink); color: #e2e8f0; }
.site-footer .logo { color: #fff; }
.site-footer h4 { margin: 0 0 8px; }
.site-footer a { display: block; color: #cbd5e1; text-decoration: none; margin: 4px 0; }
.fine { font-size: 13px; opacity: 0.7; max-width: 1100px; margin: 24px auto 0; }
.shot { aspect-ratio: 4 / 3; border-radius: 12px; background: linear-gradient(calc(40deg + var(--i) * 50deg), var(--main), var(--soft) 60%, var(--pop)); }
figure { margin: 0; }
figcaption { margin-top: 8px; color: #334155; }
.post { padding: 20px 0; border-bottom: 1px solid #e2e8f0; }
.meta { color: #64748b; font-size: 14px; margin: 0; }
.product h3 { margin: 10px 0 0; font-size: 17px; }
.schedule { list-style: none; padding: 0; }
.schedule li { padding: 12px 0; border-bottom: 1px solid #e2e8f0; }
.schedule time { display: inline-block; width: 72px; font-weight: 700; color: var(--main); }
.placeholder { display: grid; gap: 14px; }
.placeholder div { height: 22px; border-radius: 6px; background: #e2e8f0; }
.placeholder div:first-child { height: 120px; }
.workspace { display: grid; grid-template-columns: minmax(0, 1fr) minmax(260px, 340px); gap: 20px; max-width: none; min-height: 100vh; background: #e2e8f0; }
@media (max-width: 640px) { .workspace { grid-template-columns: 1fr; } }
.canvas { display: grid; place-items: center; }
.artboard { width: min(100%, 520px); aspect-ratio: 4 / 3; border-radius: 6px; background: linear-gradient(160deg, #fff 55%, var(--soft)); box-shadow: 0 8px 24px #0f172a22; }
.plugin { padding: 0; overflow: hidden; align-self: start; }
.titlebar { display: flex; gap: 6px; align-items: center; padding: 10px 14px; background: #f1f5f9; }
.titlebar span { width: 10px; height: 10px; border-radius: 50%; background: #cbd5e1; }
.titlebar strong { margin-left: 8px; font-size: 14px; }
.panel { padding: 16px; display: grid; gap: 12px; }
.swatches { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.swatches span, .pair span { height: 44px; border-radius: 8px; border: 1px solid #0002; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.ratio { font-size: 36px; font-weight: 700; margin: 0; }
.pass { background: #dcfce7; color: #166534; border-radius: 6px; padding: 2px 8px; font-weight: 600; }
.overlay { display: grid; grid-template-columns: repeat(12, 1fr); gap: 4px; height: 90px; }
.overlay span { background: color-mix(in srgb, var(--pop) 40%, transparent); }
.icon-grid { display: grid; grid-template-columns: repeat(8, 1fr); gap: 8px; }
.icon { aspect-ratio: 1; border-radius: calc(var(--i) * 1px); border: 3px solid var(--main); }
.frame-sample { aspect-ratio: 1200 / 630; background: linear-gradient(135deg, var(--soft), var(--main)); border-radius: 8px; }
.code { background: #0f172a; color: #e2e8f0; padding: 14px; border-radius: 10px; overflow-x: auto; font-size: 14px; }
.font-sample { margin: 0; font-size: 18px; }
.serif { font-family: Georgia, serif; font-size: 28px; }
.steps li { margin: 8px 0; }
.shape svg { width: 100%; height: auto; background: #fff; border-radius: 12px; }
</style></head>
<body class="${design}">
${body(kind, title, look)}
</body>
</html>
`;
}
