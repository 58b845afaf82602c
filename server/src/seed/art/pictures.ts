import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@replay/contract';
import { draw, newSketch, type Art, type Sketch } from './objects';
import { seededRandom } from './random';
import { FONT, hsl } from './svg';

/** Photos are as wide as the widest resized copy pages ask for (IMAGE_WIDTHS), at 4:3 as cameras take them. */
export const PHOTO_WIDTH = Math.max(...IMAGE_WIDTHS);
export const PHOTO_HEIGHT = (PHOTO_WIDTH * 3) / 4;
export const AVATAR_SIZE = 384;

const svgDocument = (width: number, height: number, sketch: Sketch, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${sketch.defs.join('')}</defs>${body}</svg>`;

/** A wall and a table top in soft seeded colours: a room somebody took the photo in. */
function backdrop(sketch: Sketch, width: number, height: number): string {
  const { random } = sketch;
  const wallHue = random.between(0, 360);
  const tableHue = random.pick([28, 32, 36, 210, 0]);
  const horizon = height * random.between(0.6, 0.7);
  const wall = `wall${sketch.id('')}`;
  const table = `table${sketch.id('')}`;
  sketch.defs.push(
    `<linearGradient id="${wall}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${hsl(wallHue, 25, 94)}"/><stop offset="1" stop-color="${hsl(wallHue, 20, 82)}"/></linearGradient>`,
    `<linearGradient id="${table}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(tableHue, tableHue < 100 ? 35 : 12, 62)}"/><stop offset="1" stop-color="${hsl(tableHue, tableHue < 100 ? 40 : 14, 48)}"/></linearGradient>`,
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );
  return `<rect width="${width}" height="${horizon}" fill="url(#${wall})"/><rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#${table})"/>`;
}

interface Slot {
  cx: number;
  cy: number;
  /** The box the drawing is scaled to fit. */
  w: number;
  h: number;
}

/** Where the things go: one in the middle; a second smaller, in front and to the right. */
const SLOTS: Record<number, Slot[]> = {
  1: [{ cx: 480, cy: 370, w: 640, h: 520 }],
  2: [
    { cx: 390, cy: 330, w: 560, h: 470 },
    { cx: 700, cy: 480, w: 340, h: 300 },
  ],
};

function place(sketch: Sketch, art: Art, slot: Slot): string {
  const drawing = draw(sketch, art);
  const scale = Math.min(slot.w / drawing.width, slot.h / drawing.height);
  const tilt = sketch.random.between(-4, 4);
  const bottom = slot.cy + (drawing.height * scale) / 2;
  const shadow = `<ellipse cx="${slot.cx}" cy="${bottom.toFixed(1)}" rx="${((drawing.width * scale) / 2 + 30).toFixed(1)}" ry="28" fill="url(#shadow)"/>`;
  return `${shadow}<g transform="translate(${slot.cx} ${slot.cy}) rotate(${tilt.toFixed(1)}) scale(${scale.toFixed(3)})">${drawing.svg}</g>`;
}

/** A listing's photo as SVG: what it sells (one or two things) on a table, different for each `seed`. */
export function productPhotoSvg(art: readonly Art[], seed: string): string {
  const sketch = newSketch(seededRandom(seed));
  const scene = backdrop(sketch, PHOTO_WIDTH, PHOTO_HEIGHT);
  const slots = SLOTS[Math.min(art.length, 2)]!;
  const things = art.slice(0, 2).map((item, index) => place(sketch, item, slots[index]!));
  return svgDocument(PHOTO_WIDTH, PHOTO_HEIGHT, sketch, scene + things.join(''));
}

/** An account's picture as SVG: initials on a colour dark enough for white text (over 4.5:1). */
export function avatarSvg(name: string): string {
  const random = seededRandom(name);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const colour = hsl(random.between(0, 360), random.between(45, 65), 32);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" dy="0.36em" font-family="${FONT}" font-size="${AVATAR_SIZE * 0.4}" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
}

/** A category's picture as SVG: a few of its things on a table in the category's colour. */
export function categoryPhotoSvg(art: readonly Art[], hue: number, seed: string): string {
  const sketch = newSketch(seededRandom(seed));
  const id = sketch.id('bg');
  sketch.defs.push(
    `<radialGradient id="${id}" cx="0.3" cy="0.2" r="1"><stop offset="0" stop-color="${hsl(hue, 70, 55)}"/><stop offset="1" stop-color="${hsl(hue, 75, 18)}"/></radialGradient>`,
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );
  const things = art.slice(0, 2).map((item, index) => place(sketch, item, SLOTS[2]![index]!));
  return svgDocument(
    PHOTO_WIDTH,
    PHOTO_HEIGHT,
    sketch,
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#${id})"/>${things.join('')}`,
  );
}

/** An SVG rendered as a JPEG, as a camera's photo is uploaded. */
export function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
