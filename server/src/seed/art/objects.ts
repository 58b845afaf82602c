import type { Random } from './random';
import { escapeXml, fittingSize, FONT, hsl, textLines, wrapWords } from './svg';

/*
 * The things the demo's product photos show, drawn in SVG: game cases, cartridges, consoles,
 * controllers and handhelds. Each is drawn centred on (0, 0) in its own units; the picture places
 * and scales it. Colours and cover art come from a seeded Random, so each listing looks its own.
 */

export type CasePlatform = 'PS5' | 'PS4' | 'Xbox Series X' | 'Xbox One' | 'Switch' | 'PC';
export type CartridgeSystem = 'SNES' | 'N64' | 'Game Boy' | 'Mega Drive';
export type ConsoleModel =
  | 'PS5'
  | 'PS4 Slim'
  | 'PlayStation'
  | 'Series X'
  | 'Series S'
  | 'Xbox One S'
  | 'Xbox 360'
  | 'Switch'
  | 'Switch OLED'
  | 'SNES'
  | 'Mega Drive'
  | 'N64'
  | 'GameCube';
export type ControllerStyle = 'playstation' | 'xbox' | 'pro' | 'snes' | 'joycons';
export type HandheldModel =
  'Game Boy' | 'Game Boy Color' | 'Switch Lite' | 'PS Vita' | 'Steam Deck' | '3DS XL' | 'GBA SP';

/** What a listing's photo shows. */
export type Art =
  | { kind: 'case'; platform: CasePlatform; title: string }
  | { kind: 'cartridge'; system: CartridgeSystem; title: string }
  | { kind: 'console'; model: ConsoleModel }
  | { kind: 'controller'; style: ControllerStyle; colour: string }
  | { kind: 'handheld'; model: HandheldModel; colour: string };

/** A drawn thing: its SVG, centred on (0, 0), and its size. */
export interface Drawing {
  svg: string;
  width: number;
  height: number;
}

/** What drawers share: the picture's random source and unique ids for gradients and clips. */
export interface Sketch {
  random: Random;
  id(prefix: string): string;
  /** Definitions (gradients, clip paths) the picture puts in its <defs>. */
  defs: string[];
}

export function newSketch(random: Random): Sketch {
  let count = 0;
  return { random, id: (prefix) => `${prefix}${(count += 1)}`, defs: [] };
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;
const polygon = (points: ReadonlyArray<readonly [number, number]>, fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}" ${extra}/>`;

function linearGradient(sketch: Sketch, stops: readonly string[], vertical = true): string {
  const id = sketch.id('g');
  const step = stops.length > 1 ? 100 / (stops.length - 1) : 0;
  sketch.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
      .map((colour, index) => `<stop offset="${(index * step).toFixed(0)}%" stop-color="${colour}"/>`)
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

function clipTo(sketch: Sketch, x: number, y: number, w: number, h: number, radius = 0): string {
  const id = sketch.id('c');
  sketch.defs.push(`<clipPath id="${id}">${rect(x, y, w, h, '#000', `rx="${radius}"`)}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

/** Cover art: a scene in two seeded hues, with the title over a band that keeps it readable. */
export function coverArt(sketch: Sketch, x: number, y: number, w: number, h: number, title: string): string {
  const { random } = sketch;
  const hue = random.between(0, 360);
  const second = (hue + random.between(60, 200)) % 360;
  const sky = linearGradient(sketch, [hsl(hue, 70, random.between(22, 40)), hsl(second, 65, random.between(45, 62))]);
  const parts = [rect(x, y, w, h, sky)];
  const motif = random.pick(['peaks', 'orbs', 'skyline', 'rays', 'waves'] as const);
  if (motif === 'peaks') {
    parts.push(
      circle(x + w * random.between(0.25, 0.75), y + h * 0.3, w * 0.12, hsl(second, 90, 80), 'opacity="0.85"'),
    );
    for (let layer = 0; layer < 3; layer += 1) {
      const base = y + h * (0.55 + layer * 0.12);
      const points: Array<[number, number]> = [[x, y + h]];
      for (let step = 0; step <= 6; step += 1)
        points.push([x + (w * step) / 6, base - (step % 2 ? random.between(0.1, 0.28) : 0.02) * h]);
      points.push([x + w, y + h]);
      parts.push(polygon(points, hsl(hue, 45, 18 + layer * 9)));
    }
  } else if (motif === 'orbs') {
    for (let n = 0; n < 9; n += 1)
      parts.push(
        circle(
          x + random.between(0, w),
          y + random.between(0, h * 0.8),
          random.between(w * 0.05, w * 0.28),
          hsl(random.pick([hue, second]), 80, random.between(55, 85)),
          `opacity="${random.between(0.2, 0.6).toFixed(2)}"`,
        ),
      );
  } else if (motif === 'skyline') {
    parts.push(circle(x + w * 0.7, y + h * 0.25, w * 0.1, hsl(second, 80, 85)));
    for (let left = x; left < x + w;) {
      const width = random.between(w * 0.08, w * 0.18);
      const height = random.between(h * 0.2, h * 0.55);
      parts.push(rect(left, y + h - height, width + 1, height, hsl(hue, 40, random.between(10, 22))));
      left += width;
    }
  } else if (motif === 'rays') {
    const [cx, cy] = [x + w * random.between(0.3, 0.7), y + h * random.between(0.25, 0.45)];
    for (let ray = 0; ray < 12; ray += 2) {
      const from = (ray * Math.PI) / 6;
      const to = ((ray + 1) * Math.PI) / 6;
      const far = w * 2;
      parts.push(
        polygon(
          [
            [cx, cy],
            [cx + Math.cos(from) * far, cy + Math.sin(from) * far],
            [cx + Math.cos(to) * far, cy + Math.sin(to) * far],
          ],
          '#ffffff',
          'opacity="0.12"',
        ),
      );
    }
    parts.push(circle(cx, cy, w * 0.16, hsl(second, 90, 70)));
  } else {
    for (let wave = 0; wave < 5; wave += 1) {
      const top = y + h * (0.35 + wave * 0.12);
      const lift = random.between(h * 0.03, h * 0.08);
      parts.push(
        `<path d="M${x} ${top} Q${x + w / 4} ${top - lift} ${x + w / 2} ${top} T${x + w} ${top} V${y + h} H${x} Z" fill="${hsl(second, 60, 60 - wave * 9)}" opacity="0.8"/>`,
      );
    }
  }

  const lines = wrapWords(title.toUpperCase(), 12, 3);
  const size = fittingSize(lines, w * 0.86, w * 0.16);
  const blockHeight = size * 1.15 * lines.length + size * 0.7;
  const top = y + h * 0.72 - blockHeight / 2;
  parts.push(rect(x, top, w, blockHeight, '#000000', 'opacity="0.45"'));
  parts.push(textLines(lines, { x: x + w / 2, y: top + size * 1.05, size, fill: '#ffffff' }));
  return `<g ${clipTo(sketch, x, y, w, h)}>${parts.join('')}</g>`;
}

/** A small screen's picture: a sunset over hills. */
function screenArt(sketch: Sketch, x: number, y: number, w: number, h: number, radius = 4): string {
  const hue = sketch.random.between(0, 360);
  const sky = linearGradient(sketch, [hsl(hue, 70, 45), hsl((hue + 40) % 360, 80, 70)]);
  return `<g ${clipTo(sketch, x, y, w, h, radius)}>${rect(x, y, w, h, sky)}${circle(x + w * 0.65, y + h * 0.45, h * 0.18, '#fff5c0')}${polygon(
    [
      [x, y + h],
      [x, y + h * 0.7],
      [x + w * 0.3, y + h * 0.55],
      [x + w * 0.6, y + h * 0.75],
      [x + w, y + h * 0.6],
      [x + w, y + h],
    ],
    hsl((hue + 180) % 360, 45, 30),
  )}</g>`;
}

const CASE_BANDS: Record<CasePlatform, { plastic: string; band: string; label: string; text: string; tall?: boolean }> =
  {
    PS5: { plastic: '#2456b8', band: '#ffffff', label: 'PS5', text: '#111111' },
    PS4: { plastic: '#1d4aa3', band: '#1f57c3', label: 'PS4', text: '#ffffff' },
    'Xbox Series X': { plastic: '#1c7a2c', band: '#127c2d', label: 'XBOX SERIES X', text: '#ffffff' },
    'Xbox One': { plastic: '#1c7a2c', band: '#1d8a35', label: 'XBOX ONE', text: '#ffffff' },
    Switch: { plastic: '#d4242c', band: '#e60012', label: 'NINTENDO SWITCH', text: '#ffffff', tall: true },
    PC: { plastic: '#202226', band: '#111111', label: 'PC', text: '#ffffff' },
  };

/** A game case seen a little from the side: its spine (the platform's colour band at its top) and cover. */
function gameCase(sketch: Sketch, platform: CasePlatform, title: string): Drawing {
  const style = CASE_BANDS[platform];
  const [w, h] = style.tall ? [250, 400] : [300, 380];
  const [x, y] = [-w / 2, -h / 2];
  const spine = 28;
  const band = h * 0.09;
  const parts = [
    polygon(
      [
        [x - spine, y + 8],
        [x, y],
        [x, y + h],
        [x - spine, y + h - 8],
      ],
      style.plastic,
      'opacity="0.92"',
    ),
    polygon(
      [
        [x - spine, y + 8],
        [x, y],
        [x, y + band],
        [x - spine, y + band + 6],
      ],
      style.band,
    ),
    `<text transform="translate(${x - spine / 2 + 5} ${y + h * 0.55}) rotate(-90)" font-family="${FONT}" font-size="13" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(title.toUpperCase().slice(0, 28))}</text>`,
    rect(x, y, w, h, style.plastic, 'rx="8"'),
    coverArt(sketch, x + 7, y + 7 + band, w - 14, h - 14 - band, title),
    rect(x + 7, y + 7, w - 14, band, style.band),
    `<text x="${x + 18}" y="${y + 7 + band * 0.7}" font-family="${FONT}" font-size="${(band * 0.52).toFixed(1)}" font-weight="700" fill="${style.text}">${escapeXml(style.label)}</text>`,
    // The plastic's gloss.
    polygon(
      [
        [x + w * 0.1, y],
        [x + w * 0.45, y],
        [x + w * 0.05, y + h],
        [x, y + h],
        [x, y + h * 0.6],
      ],
      '#ffffff',
      'opacity="0.07"',
    ),
  ];
  return { svg: parts.join(''), width: w + spine, height: h };
}

const CARTRIDGES: Record<
  CartridgeSystem,
  { w: number; h: number; body: string; label: [number, number, number, number] }
> = {
  SNES: { w: 360, h: 250, body: '#b7b6bd', label: [-125, -45, 250, 150] },
  N64: { w: 330, h: 240, body: '#45484f', label: [-115, -40, 230, 140] },
  'Game Boy': { w: 220, h: 250, body: '#bdbab2', label: [-85, -40, 170, 140] },
  'Mega Drive': { w: 300, h: 270, body: '#1d1d20', label: [-125, -95, 250, 190] },
};

/** A cartridge: its shell, grip ridges and the game's label. */
function cartridge(sketch: Sketch, system: CartridgeSystem, title: string): Drawing {
  const style = CARTRIDGES[system];
  const [x, y] = [-style.w / 2, -style.h / 2];
  const shape =
    system === 'Game Boy'
      ? `<path d="M${x + 8} ${y} H${x + style.w - 26} L${x + style.w} ${y + 26} V${y + style.h - 8} Q${x + style.w} ${y + style.h} ${x + style.w - 8} ${y + style.h} H${x + 8} Q${x} ${y + style.h} ${x} ${y + style.h - 8} V${y + 8} Q${x} ${y} ${x + 8} ${y} Z" fill="${style.body}"/>`
      : system === 'N64'
        ? polygon(
            [
              [x + 30, y],
              [x + style.w - 30, y],
              [x + style.w, y + 40],
              [x + style.w, y + style.h],
              [x, y + style.h],
              [x, y + 40],
            ],
            style.body,
          )
        : rect(x, y, style.w, style.h, style.body, 'rx="14"');
  const ridges = Array.from({ length: 5 }, (_, n) =>
    rect(x + style.w * 0.2, y + 12 + n * 9, style.w * 0.6, 3, '#000000', 'opacity="0.18"'),
  ).join('');
  const [lx, ly, lw, lh] = style.label;
  return {
    svg: `${shape}${system === 'Mega Drive' ? '' : ridges}${rect(lx - 4, ly - 4, lw + 8, lh + 8, '#000000', 'opacity="0.2" rx="6"')}${coverArt(sketch, lx, ly, lw, lh, title)}`,
    width: style.w,
    height: style.h,
  };
}

interface BoxFaces {
  /** Front face width and height; how far back the top goes (drawn up and to the right). */
  w: number;
  h: number;
  depthX: number;
  depthY: number;
  front: string;
  top: string;
  side: string;
}

/**
 * A box seen from the front and a little above: front, top and right side faces. `onTop` draws in
 * the top face's own units (u across 0…w, v back 0…100), `onFront` in the front face's (x, y from
 * its top-left corner).
 */
function box(faces: BoxFaces, onTop = '', onFront = ''): Drawing {
  const { w, h, depthX, depthY } = faces;
  const x = -(w + depthX) / 2;
  const y = -(h - depthY) / 2;
  const top = polygon(
    [
      [x, y],
      [x + w, y],
      [x + w + depthX, y - depthY],
      [x + depthX, y - depthY],
    ],
    faces.top,
  );
  const side = polygon(
    [
      [x + w, y],
      [x + w + depthX, y - depthY],
      [x + w + depthX, y - depthY + h],
      [x + w, y + h],
    ],
    faces.side,
  );
  const topUnits = `matrix(1 0 ${(depthX / 100).toFixed(3)} ${(-depthY / 100).toFixed(3)} ${x.toFixed(1)} ${y.toFixed(1)})`;
  return {
    svg: `${top}${side}${rect(x, y, w, h, faces.front)}<g transform="${topUnits}">${onTop}</g><g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})">${onFront}</g>`,
    width: w + depthX,
    height: h + depthY,
  };
}

/** A console as it stands on a shelf. */
function consoleBody(sketch: Sketch, model: ConsoleModel): Drawing {
  switch (model) {
    case 'PS5':
      return box(
        { w: 150, h: 480, depthX: 60, depthY: 40, front: '#f4f5f7', top: '#ffffff', side: '#dfe2e8' },
        rect(55, 0, 40, 100, '#16171b'),
        `${rect(55, 0, 40, 480, '#16171b')}${rect(73, 30, 4, 420, '#5aa7ff', 'opacity="0.8"')}`,
      );
    case 'Series X':
      return box(
        { w: 220, h: 440, depthX: 90, depthY: 70, front: '#1c1d20', top: '#26282c', side: '#141517' },
        `${circle(110, 50, 70, '#0c0d0e', 'opacity="0.9"')}${circle(110, 50, 60, '#2ecc40', 'opacity="0.35"')}${Array.from(
          { length: 16 },
          (_, n) => circle(110 + Math.cos(n * 0.39) * 35, 50 + Math.sin(n * 0.39) * 35, 5, '#0a0a0a'),
        ).join('')}`,
        `${circle(30, 30, 8, '#3a3c42')}${rect(20, 400, 60, 6, '#2b2d31', 'rx="3"')}`,
      );
    case 'Series S':
      return box(
        { w: 320, h: 380, depthX: 70, depthY: 40, front: '#f2f3f5', top: '#ffffff', side: '#d9dce2' },
        '',
        `${circle(230, 110, 70, '#16171a')}${Array.from({ length: 12 }, (_, n) => circle(230 + Math.cos(n * 0.52) * 40, 110 + Math.sin(n * 0.52) * 40, 6, '#2b2d31')).join('')}${circle(30, 340, 7, '#bfc3ca')}`,
      );
    case 'Xbox One S':
      return box(
        { w: 520, h: 80, depthX: 120, depthY: 150, front: '#eef0f2', top: '#f9fafb', side: '#d6d9de' },
        Array.from({ length: 9 }, (_, n) => rect(10 + n * 14, 8, 8, 84, '#2a2c30', 'opacity="0.85"')).join(''),
        `${circle(460, 40, 10, '#c9ccd2')}${rect(20, 34, 180, 10, '#1b1c1f', 'rx="4"')}`,
      );
    case 'PS4 Slim':
      return box(
        { w: 500, h: 70, depthX: 110, depthY: 150, front: '#18191c', top: '#232428', side: '#111214' },
        `${rect(0, 48, 500, 3, '#000000', 'opacity="0.6"')}${rect(0, 52, 500, 48, '#2b2d31', 'opacity="0.6"')}`,
        `${rect(30, 30, 200, 6, '#050505', 'rx="3"')}${rect(440, 28, 30, 10, '#2f3136', 'rx="3"')}`,
      );
    case 'PlayStation':
      return box(
        { w: 420, h: 90, depthX: 110, depthY: 170, front: '#bdbdc1', top: '#cfcfd3', side: '#a8a8ad' },
        `<ellipse cx="150" cy="55" rx="120" ry="40" fill="#b6b6ba"/>${circle(330, 30, 14, '#9d9da3')}${circle(380, 30, 14, '#9d9da3')}${circle(330, 75, 10, '#5a8d3c')}`,
        `${rect(40, 38, 60, 24, '#55565b', 'rx="5"')}${rect(130, 38, 60, 24, '#55565b', 'rx="5"')}`,
      );
    case 'Xbox 360':
      return box(
        { w: 480, h: 90, depthX: 100, depthY: 160, front: '#2a2b2f', top: '#3a3c40', side: '#1d1e21' },
        `${rect(0, 0, 480, 100, '#9fa3aa', 'opacity="0.18"')}${Array.from({ length: 8 }, (_, n) => rect(340 + n * 14, 10, 8, 80, '#111214')).join('')}`,
        `${rect(0, 40, 480, 10, '#b9bdc4', 'opacity="0.5"')}${circle(420, 45, 12, '#7ed957', 'opacity="0.8"')}`,
      );
    case 'SNES':
      return box(
        { w: 440, h: 80, depthX: 100, depthY: 180, front: '#b2b1b8', top: '#c9c8ce', side: '#9f9ea6' },
        `${rect(120, 40, 200, 40, '#a8a7ae', 'rx="8"')}${rect(135, 52, 170, 14, '#38373c', 'rx="4"')}${rect(40, 20, 40, 16, '#5e4b8b', 'rx="4"')}${rect(360, 20, 40, 16, '#5e4b8b', 'rx="4"')}`,
        `${rect(40, 35, 40, 20, '#6b6a72', 'rx="4"')}${rect(100, 35, 40, 20, '#6b6a72', 'rx="4"')}${circle(400, 40, 6, '#d33')}`,
      );
    case 'Mega Drive':
      return box(
        { w: 400, h: 70, depthX: 100, depthY: 170, front: '#1a1a1c', top: '#242427', side: '#101012' },
        `<ellipse cx="200" cy="55" rx="150" ry="38" fill="#2e2e32"/>${rect(120, 40, 160, 16, '#0b0b0c', 'rx="4"')}${circle(340, 25, 8, '#c32')}`,
        `${rect(30, 28, 50, 18, '#3a3a3e', 'rx="4"')}${rect(100, 28, 50, 18, '#3a3a3e', 'rx="4"')}${rect(300, 32, 70, 6, '#3a3a3e')}`,
      );
    case 'N64':
      return box(
        { w: 420, h: 90, depthX: 100, depthY: 170, front: '#3a3d44', top: '#464a52', side: '#2c2f35' },
        `${rect(140, 30, 140, 40, '#2a2c31', 'rx="6"')}${rect(155, 44, 110, 12, '#111', 'rx="3"')}${rect(40, 70, 50, 20, '#2c2f35')}${rect(330, 70, 50, 20, '#2c2f35')}`,
        Array.from({ length: 4 }, (_, n) => rect(70 + n * 80, 40, 40, 26, '#22242a', 'rx="6"')).join(''),
      );
    case 'GameCube':
      return box(
        { w: 280, h: 240, depthX: 110, depthY: 120, front: '#4b3f8f', top: '#5a4ea3', side: '#3d3377' },
        `${circle(140, 50, 70, '#4a3f8c')}${circle(140, 50, 60, '#564aa0')}`,
        `${rect(30, 170, 50, 40, '#2f285e', 'rx="6"')}${rect(100, 170, 50, 40, '#2f285e', 'rx="6"')}${circle(230, 60, 14, '#2f285e')}`,
      );
    case 'Switch':
    case 'Switch OLED': {
      const oled = model === 'Switch OLED';
      const [left, right] = oled ? ['#f4f4f6', '#f4f4f6'] : ['#ff4554', '#00a9e0'];
      const [w, h, joy] = [620, 250, 80];
      const x = -w / 2;
      const y = -h / 2;
      const parts = [
        rect(x, y, joy + 30, h, left, 'rx="40"'),
        rect(x + w - joy - 30, y, joy + 30, h, right, 'rx="40"'),
        rect(x + joy, y, w - joy * 2, h, '#1b1c1f', 'rx="6"'),
        screenArt(sketch, x + joy + 18, y + 16, w - joy * 2 - 36, h - 32),
        circle(x + joy / 2, y + 70, 22, '#2a2b2f'),
        circle(x + w - joy / 2, y + 150, 22, '#2a2b2f'),
        ...[
          [0, -26],
          [26, 0],
          [0, 26],
          [-26, 0],
        ].map(([dx, dy]) => circle(x + joy / 2 + dx!, y + 160 + dy!, 10, '#2a2b2f')),
        ...[
          [0, -26],
          [26, 0],
          [0, 26],
          [-26, 0],
        ].map(([dx, dy]) => circle(x + w - joy / 2 + dx!, y + 70 + dy!, 10, '#2a2b2f')),
      ];
      return { svg: parts.join(''), width: w, height: h };
    }
  }
}

/** A gamepad's outline: shoulders, two grips. */
const PAD =
  'M-120 -100 H120 C190 -100 215 -60 226 0 C240 70 236 128 192 140 C152 150 122 112 96 70 H-96 C-122 112 -152 150 -192 140 C-236 128 -240 70 -226 0 C-215 -60 -190 -100 -120 -100 Z';

function dpad(x: number, y: number, size: number, fill: string): string {
  const arm = size / 3;
  return `${rect(x - arm / 2, y - size / 2, arm, size, fill, 'rx="3"')}${rect(x - size / 2, y - arm / 2, size, arm, fill, 'rx="3"')}`;
}

function stick(x: number, y: number, base: string): string {
  return `${circle(x, y, 30, '#000000', 'opacity="0.35"')}${circle(x, y, 24, base)}${circle(x, y, 16, '#000000', 'opacity="0.25"')}`;
}

function faceButtons(x: number, y: number, colours: readonly string[], letters: readonly string[] = []): string {
  const spots = [
    [0, -30],
    [30, 0],
    [0, 30],
    [-30, 0],
  ] as const;
  return spots
    .map(
      ([dx, dy], index) =>
        `${circle(x + dx, y + dy, 15, colours[index % colours.length]!)}${
          letters[index]
            ? `<text x="${x + dx}" y="${y + dy + 6}" font-family="${FONT}" font-size="16" font-weight="700" fill="#ffffff" text-anchor="middle">${letters[index]}</text>`
            : ''
        }`,
    )
    .join('');
}

/** A controller: the shape of its family, in the listing's colour. */
function controller(style: ControllerStyle, colour: string): Drawing {
  const dark = '#1d1e22';
  switch (style) {
    case 'playstation':
      return {
        svg: `<path d="${PAD}" fill="${colour}"/>${rect(-62, -92, 124, 70, dark, 'rx="14" opacity="0.85"')}${dpad(-150, -25, 54, '#3a3b40')}${faceButtons(150, -25, ['#2f9e6e', '#e0474c', '#4a7fe0', '#d46bb2'])}${stick(-62, 40, dark)}${stick(62, 40, dark)}`,
        width: 476,
        height: 250,
      };
    case 'xbox':
    case 'pro':
      return {
        svg: `<path d="${PAD}" fill="${colour}"/>${circle(0, -62, 16, style === 'xbox' ? '#e8e8ea' : '#3a3b40')}${stick(-150, -25, dark)}${dpad(-62, 45, 50, '#2b2c30')}${stick(62, 45, dark)}${faceButtons(
          150,
          -25,
          style === 'xbox' ? ['#f2c12e', '#d8383a', '#2f9e44', '#2a7fd4'] : ['#3a3b40'],
          style === 'xbox' ? ['Y', 'B', 'A', 'X'] : ['X', 'A', 'B', 'Y'],
        )}`,
        width: 476,
        height: 250,
      };
    case 'snes':
      return {
        svg: `${rect(-220, -90, 440, 180, colour, 'rx="90"')}${dpad(-130, 0, 70, '#2c2c30')}${faceButtons(130, 0, ['#6c5ba8', '#9487c7'])}${rect(-45, 10, 34, 10, '#6b6a72', 'rx="5" transform="rotate(-30 -28 15)"')}${rect(10, 10, 34, 10, '#6b6a72', 'rx="5" transform="rotate(-30 27 15)"')}`,
        width: 440,
        height: 180,
      };
    case 'joycons': {
      const half = (x: number, fill: string, buttonsUp: boolean) =>
        `${rect(x - 55, -160, 110, 320, fill, 'rx="50"')}${stick(x, buttonsUp ? 50 : -60, dark)}${faceButtons(x, buttonsUp ? -60 : 50, ['#2a2b2f'])}`;
      return { svg: `${half(-75, colour, false)}${half(75, '#00a9e0', true)}`, width: 260, height: 320 };
    }
  }
}

/** A handheld: portrait (Game Boy), landscape (Switch Lite, Vita, Steam Deck) or clamshell (3DS XL, GBA SP). */
function handheld(sketch: Sketch, model: HandheldModel, colour: string): Drawing {
  const dark = '#1d1e22';
  if (model === 'Game Boy' || model === 'Game Boy Color') {
    const [w, h] = [260, 420];
    // The original's green screen; the Color's shows a picture.
    const screen =
      model === 'Game Boy'
        ? `${rect(-70, -150, 140, 120, '#9bbc0f')}${polygon(
            [
              [-70, -50],
              [-30, -90],
              [10, -60],
              [40, -85],
              [70, -55],
              [70, -30],
              [-70, -30],
            ],
            '#306230',
          )}`
        : screenArt(sketch, -70, -150, 140, 120, 2);
    return {
      svg: `<path d="M-130 -200 Q-130 -210 -120 -210 H120 Q130 -210 130 -200 V150 Q130 210 70 210 H-120 Q-130 210 -130 200 Z" fill="${colour}"/>${rect(-105, -180, 210, 170, '#4a4b55', 'rx="10"')}${screen}${dpad(-70, 60, 70, dark)}${circle(55, 70, 20, '#a3195b')}${circle(100, 45, 20, '#a3195b')}${rect(-40, 130, 30, 9, '#7a7a85', 'rx="4" transform="rotate(-25 -25 134)"')}${rect(5, 130, 30, 9, '#7a7a85', 'rx="4" transform="rotate(-25 20 134)"')}${Array.from({ length: 5 }, (_, n) => rect(50 + n * 12, 140, 5, 45, '#000', `opacity="0.25" transform="rotate(-30 ${52 + n * 12} 162)"`)).join('')}`,
      width: w,
      height: h,
    };
  }
  if (model === '3DS XL' || model === 'GBA SP') {
    const dual = model === '3DS XL';
    const [w, half] = [dual ? 400 : 300, dual ? 230 : 190];
    const top = `${rect(-w / 2, -half - 6, w, half, colour, 'rx="18"')}${rect(-w / 2 + 24, -half + 14, w - 48, half - 40, dark, 'rx="6"')}${screenArt(sketch, -w / 2 + 40, -half + 26, w - 80, half - 64)}`;
    const bottom = `${rect(-w / 2, 6, w, half, colour, 'rx="18"')}${
      dual
        ? `${rect(-w / 2 + 80, 22, w - 160, half - 50, dark, 'rx="6"')}${screenArt(sketch, -w / 2 + 90, 30, w - 180, half - 66)}${stick(-w / 2 + 42, 60, dark)}${dpad(-w / 2 + 42, 150, 44, dark)}${faceButtons(w / 2 - 42, 90, ['#2a2b2f'])}`
        : `${dpad(-80, 80, 60, dark)}${circle(60, 90, 18, '#2a2b2f')}${circle(100, 65, 18, '#2a2b2f')}`
    }`;
    return {
      svg: `${top}${rect(-w / 2 + 10, -8, w - 20, 16, '#000', 'opacity="0.35" rx="6"')}${bottom}`,
      width: w,
      height: half * 2 + 12,
    };
  }
  const [w, h] = model === 'Steam Deck' ? [640, 260] : [560, 230];
  const screenW = model === 'Steam Deck' ? 340 : 300;
  const parts = [
    rect(-w / 2, -h / 2, w, h, colour, `rx="${model === 'PS Vita' ? 110 : 40}"`),
    rect(-screenW / 2 - 10, -h / 2 + 16, screenW + 20, h - 32, dark, 'rx="8"'),
    screenArt(sketch, -screenW / 2, -h / 2 + 26, screenW, h - 52),
  ];
  const side = (w + screenW) / 4;
  parts.push(
    dpad(-side, model === 'Steam Deck' ? -55 : -25, 50, dark),
    faceButtons(side, model === 'Steam Deck' ? -55 : -25, ['#2a2b2f']),
  );
  parts.push(stick(-side, model === 'Steam Deck' ? 10 : 55, dark), stick(side, model === 'Steam Deck' ? 10 : 55, dark));
  if (model === 'Steam Deck')
    parts.push(rect(-side - 30, 50, 60, 60, '#2a2b30', 'rx="8"'), rect(side - 30, 50, 60, 60, '#2a2b30', 'rx="8"'));
  return { svg: parts.join(''), width: w, height: h };
}

/** The drawing of one thing a photo shows. */
export function draw(sketch: Sketch, art: Art): Drawing {
  switch (art.kind) {
    case 'case':
      return gameCase(sketch, art.platform, art.title);
    case 'cartridge':
      return cartridge(sketch, art.system, art.title);
    case 'console':
      return consoleBody(sketch, art.model);
    case 'controller':
      return controller(art.style, art.colour);
    case 'handheld':
      return handheld(sketch, art.model, art.colour);
  }
}
