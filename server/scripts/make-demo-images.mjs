// Renders the demo images in server/seed-images with headless Chromium (run by hand when the
// demo catalogue changes: `node server/scripts/make-demo-images.mjs`). JPEG, sized for the cards.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '@replay/build/chromium';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed-images');
const palette = {
  PlayStation: ['#0b1f6b', '#2e6bff'],
  Xbox: ['#0b3d0b', '#38b24a'],
  Nintendo: ['#7a0010', '#ff3b4e'],
  'PC & Retro': ['#3b1d5c', '#b067ff'],
};
const products = [
  ['ps5', 'PlayStation', 'PS5', 'Disc Edition · 825 GB'],
  ['tlou2', 'PlayStation', 'TLOU II', 'PS4 game'],
  ['dualsense', 'PlayStation', 'DualSense', 'Midnight Black'],
  ['series-x', 'Xbox', 'Series X', '1 TB console'],
  ['halo', 'Xbox', 'HALO', 'Infinite'],
  ['elite', 'Xbox', 'Elite 2', 'Wireless controller'],
  ['switch-oled', 'Nintendo', 'Switch', 'OLED · White'],
  ['totk', 'Nintendo', 'Zelda', 'Tears of the Kingdom'],
  ['odyssey', 'Nintendo', 'Mario', 'Odyssey'],
  ['snes', 'PC & Retro', 'SNES', '2 controllers'],
  ['megadrive', 'PC & Retro', 'Mega Drive', 'Sonic 2 bundle'],
  ['gbc', 'PC & Retro', 'Game Boy', 'Color · Atomic Purple'],
];
const avatars = [
  ['admin', 'AA', '#334155'],
  ['seller', 'SS', '#0f766e'],
  ['buyer', 'BB', '#b45309'],
  ['retro', 'NR', '#7c3aed'],
];

const card = (
  colors,
  title,
  subtitle,
) => `<body style="margin:0;width:640px;height:480px;display:flex;align-items:center;justify-content:center;
  background:radial-gradient(circle at 30% 20%, ${colors[1]}, ${colors[0]} 70%);font-family:DejaVu Sans, sans-serif;color:#fff;overflow:hidden">
  <div style="position:absolute;inset:0;background:repeating-linear-gradient(45deg,rgba(255,255,255,.05) 0 12px,transparent 12px 24px)"></div>
  <div style="position:relative;text-align:center;padding:40px;border:4px solid rgba(255,255,255,.6);border-radius:28px;background:rgba(0,0,0,.18)">
    <div style="font-size:84px;font-weight:800;letter-spacing:-2px;text-shadow:0 6px 18px rgba(0,0,0,.35)">${title}</div>
    <div style="font-size:28px;margin-top:8px;opacity:.9">${subtitle}</div>
  </div></body>`;
const avatar = (
  initials,
  color,
) => `<body style="margin:0;width:256px;height:256px;display:flex;align-items:center;justify-content:center;
  background:${color};font-family:DejaVu Sans, sans-serif;color:#fff;font-size:110px;font-weight:700">${initials}</body>`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage();
async function shot(html, file, width, height) {
  await page.setViewportSize({ width, height });
  await page.setContent(html);
  await page.screenshot({ path: path.join(out, file), type: 'jpeg', quality: 78 });
}
for (const [name, colors] of Object.entries(palette)) {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  await shot(card(colors, name, 'Used games & consoles'), `demo-category-${slug}.jpg`, 640, 480);
}
for (const [slug, category, title, subtitle] of products)
  await shot(card(palette[category], title, subtitle), `demo-product-${slug}.jpg`, 640, 480);
for (const [slug, initials, color] of avatars) await shot(avatar(initials, color), `demo-avatar-${slug}.jpg`, 256, 256);
await browser.close();
