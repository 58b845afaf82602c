/** Small helpers for the demo's drawn pictures (SVG text rendered by sharp). */

/** Text or an attribute value, safe inside SVG. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A colour as #rrggbb from hue (degrees), saturation and lightness (0–100). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The font every picture uses: installed with the fonts librsvg finds, with fallbacks. */
export const FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';

/** Average advance of a bold capital in DejaVu Sans, in ems: enough to fit text without measuring it. */
const GLYPH_EM = 0.74;

/** Words in at most `maxLines` lines of about `perLine` characters (the last line takes the rest). */
export function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && (last.length + 1 + word.length <= perLine || lines.length === maxLines)) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** The largest font size, at most `max`, at which every line fits `width`. */
export function fittingSize(lines: readonly string[], width: number, max: number): number {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return Math.min(max, width / (longest * GLYPH_EM));
}

/** Lines of text centred on x, the first baseline at y. */
export function textLines(
  lines: readonly string[],
  { x, y, size, fill, weight = 700, spacing = 1.15, anchor = 'middle' }: TextStyle,
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${(y + index * size * spacing).toFixed(1)}" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

interface TextStyle {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  spacing?: number;
  anchor?: 'start' | 'middle' | 'end';
}
