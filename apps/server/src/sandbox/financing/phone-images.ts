import type { PhoneModel, PhoneSku } from '../../services/financing-api/public.ts';

/**
 * Drawings of the catalogue's phones, in the sku's colour: an SVG per view (financing.md section 3:
 * imageUrl, frontUrl, backUrl, sideUrl, upUrl). All views share a 240 x 400 canvas so a carousel
 * keeps its size. Text from the catalogue (model name, brand, colour, storage) is escaped; a colour
 * that is not #RRGGBB is drawn grey.
 */

export type PhoneView = 'main' | 'front' | 'back' | 'side' | 'up';

export const PHONE_VIEWS: readonly PhoneView[] = ['main', 'front', 'back', 'side', 'up'];

const SCREEN = '#0B0D12';
const FALLBACK_HEX = '#8A8D91';
const VIEW_LABEL: Record<PhoneView, string> = {
  main: 'destaque',
  front: 'frente',
  back: 'verso',
  side: 'lateral',
  up: 'topo',
};

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const safeHex = (hex: string): string => (/^#[0-9a-fA-F]{6}$/.test(hex) ? hex.toUpperCase() : FALLBACK_HEX);

const channels = (hex: string): number[] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** Moves a colour towards white (amount > 0) or black (amount < 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  return `#${channels(safeHex(hex))
    .map((c) =>
      Math.round(c + (target - c) * k)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

/** Relative luminance 0 (black) to 1 (white), sRGB approximation. */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(safeHex(hex));
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** How many back lenses the specs describe ("50 MP + 8 MP" is 2), 1 to 3. */
export function lensCount(model: PhoneModel): number {
  const count = (model.specs.cameraBack.match(/MP/g) ?? []).length;
  return Math.min(3, Math.max(1, count));
}

interface Palette {
  base: string;
  light: string;
  dark: string;
  deep: string;
  /** The wallpaper's top: the colour, lifted when it is dark so the screen is never plain black. */
  glow: string;
  /** Outline of the body, so a white phone stands out on a white page. */
  edge: string;
  ink: string;
}

function palette(hex: string): Palette {
  const base = safeHex(hex);
  const bright = luminance(base) > 0.6;
  return {
    base,
    light: shade(base, 0.28),
    dark: shade(base, -0.22),
    deep: shade(base, -0.45),
    glow: luminance(base) < 0.3 ? shade(base, 0.45) : shade(base, 0.1),
    edge: shade(base, -0.3),
    ink: bright ? '#30333A' : '#FFFFFF',
  };
}

const stops = (colors: string[]) =>
  colors.map((c, i) => `<stop offset="${i / (colors.length - 1)}" stop-color="${c}"/>`).join('');

/** b: the body, lit from the top left; w: the wallpaper; e: an edge seen side on (metal sheen). */
const GRADIENTS = {
  b: (p: Palette) =>
    `<linearGradient id="b" x1="0" y1="0" x2="1" y2="1">${stops([p.light, p.base, p.dark])}</linearGradient>`,
  w: (p: Palette) =>
    `<linearGradient id="w" x1="0" y1="0" x2=".4" y2="1">${stops([p.glow, p.deep, SCREEN])}</linearGradient>`,
  e: (p: Palette) => `<linearGradient id="e">${stops([p.dark, p.light, p.base, p.dark])}</linearGradient>`,
};

const gradients = (p: Palette, ids: (keyof typeof GRADIENTS)[]) =>
  `<defs>${ids.map((id) => GRADIENTS[id](p)).join('')}</defs>`;

/** The phone's face: frame, screen with a notch, clock, icons, dock. Body at (52, 56), 136 x 288. */
function frontGroup(p: Palette): string {
  let icons = '';
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 4; col++) icons += `M${73 + col * 27} ${217 + row * 30}h13v13h-13z`;
  }
  for (let col = 0; col < 4; col++) icons += `M${77 + col * 25} 307h11v11h-11z`;
  return (
    `<rect x="188" y="118" width="3" height="30" rx="1.5" fill="${p.dark}"/>` +
    `<rect x="49" y="104" width="3" height="44" rx="1.5" fill="${p.dark}"/>` +
    `<rect x="52" y="56" width="136" height="288" rx="26" fill="url(#b)" stroke="${p.edge}" stroke-opacity=".5"/>` +
    `<rect x="55" y="59" width="130" height="282" rx="23" fill="${SCREEN}"/>` +
    `<rect x="58" y="62" width="124" height="276" rx="20" fill="url(#w)"/>` +
    `<rect x="101" y="68" width="38" height="11" rx="5.5" fill="${SCREEN}"/>` +
    `<circle cx="132" cy="73.5" r="2.3" fill="#243447"/>` +
    `<text x="120" y="128" font-family="sans-serif" font-size="32" font-weight="300" fill="#fff" text-anchor="middle">9:41</text>` +
    `<path d="${icons}" fill="#fff" stroke="#fff" stroke-width="6" stroke-linejoin="round" opacity=".22"/>` +
    `<rect x="66" y="298" width="108" height="29" rx="14.5" fill="#fff" fill-opacity=".12"/>` +
    `<rect x="101" y="332" width="38" height="3" rx="1.5" fill="#fff" fill-opacity=".75"/>`
  );
}

function lens(cx: number, cy: number, p: Palette): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="11.5" fill="${p.deep}" stroke="${p.light}" stroke-width="1.5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="7" fill="#101820"/><circle cx="${cx}" cy="${cy}" r="3.4" fill="#24405C"/>` +
    `<circle cx="${cx - 2.5}" cy="${cy - 2.5}" r="1.6" fill="#fff" fill-opacity=".7"/>`
  );
}

/** The back: body, camera module with the model's lenses and a flash, the brand. */
function backGroup(p: Palette, lenses: number, brand: string): string {
  const moduleHeight = lenses > 2 ? 86 : 58;
  const centres: [number, number][] = [
    [83, 85],
    [83, 113],
    [83, 141],
  ];
  const lensMarkup = centres
    .slice(0, lenses > 2 ? 3 : lenses)
    .map(([x, y]) => lens(lenses === 1 ? 94 : x, lenses === 1 ? 99 : y, p))
    .join('');
  return (
    `<rect x="49" y="104" width="3" height="30" rx="1.5" fill="${p.dark}"/>` +
    `<rect x="188" y="104" width="3" height="44" rx="1.5" fill="${p.dark}"/>` +
    `<rect x="52" y="56" width="136" height="288" rx="26" fill="url(#b)" stroke="${p.edge}" stroke-opacity=".5"/>` +
    `<rect x="54" y="58" width="132" height="284" rx="24" fill="none" stroke="#fff" stroke-opacity=".2"/>` +
    `<rect x="66" y="70" width="58" height="${moduleHeight}" rx="17" fill="${p.dark}" stroke="${p.light}" stroke-opacity=".7"/>` +
    lensMarkup +
    `<circle cx="110" cy="${lenses === 1 ? 99 : 85}" r="3.5" fill="#FFF4D6"/>` +
    `<text x="120" y="306" font-family="sans-serif" font-size="11" letter-spacing="3" fill="${p.ink}" fill-opacity=".55" text-anchor="middle">${escapeXml(brand.toUpperCase())}</text>`
  );
}

function sideGroup(p: Palette, lenses: number): string {
  const bump = lenses > 2 ? 86 : 58;
  return (
    `<rect x="106" y="70" width="8" height="${bump}" rx="3" fill="${p.dark}"/>` +
    `<rect x="130" y="104" width="4" height="46" rx="2" fill="${p.dark}"/>` +
    `<rect x="130" y="166" width="4" height="30" rx="2" fill="${p.dark}"/>` +
    `<rect x="112" y="56" width="19" height="288" rx="9.5" fill="url(#e)" stroke="${p.edge}" stroke-opacity=".5"/>` +
    `<rect x="128" y="60" width="3" height="280" rx="1.5" fill="${SCREEN}"/>` +
    `<rect x="120.5" y="90" width="2" height="5" rx="1" fill="${p.deep}"/><rect x="120.5" y="305" width="2" height="5" rx="1" fill="${p.deep}"/>`
  );
}

function upGroup(p: Palette): string {
  return (
    `<rect x="44" y="180" width="72" height="10" rx="4" fill="${p.dark}"/>` +
    `<rect x="25" y="188" width="190" height="24" rx="12" fill="url(#e)" stroke="${p.edge}" stroke-opacity=".5"/>` +
    `<rect x="29" y="208" width="182" height="4" rx="2" fill="${SCREEN}"/>` +
    `<g fill="${p.deep}"><circle cx="150" cy="199" r="2"/><circle cx="158" cy="199" r="2"/><rect x="58" y="188" width="2" height="20"/><rect x="182" y="188" width="2" height="20"/></g>`
  );
}

function mainGroup(p: Palette, lenses: number, brand: string): string {
  return (
    `<ellipse cx="124" cy="346" rx="96" ry="8" fill="#000" fill-opacity=".12"/>` +
    `<g transform="translate(-28 34) rotate(-8 120 200) translate(26 28) scale(.78)">${backGroup(p, lenses, brand)}</g>` +
    `<g transform="translate(42 34) rotate(5 120 200) translate(22 22) scale(.82)">${frontGroup(p)}</g>`
  );
}

/** An SVG document (< 4 KB) of the phone in the sku's colour, seen from `view`. */
export function renderPhoneSvg(model: PhoneModel, sku: PhoneSku, view: PhoneView): string {
  const p = palette(sku.colorHex);
  const lenses = lensCount(model);
  const label = escapeXml(`${model.name}, ${sku.colorName}, ${sku.storage} (${VIEW_LABEL[view]})`);
  let body: string;
  switch (view) {
    case 'front':
      body = gradients(p, ['b', 'w']) + frontGroup(p);
      break;
    case 'back':
      body = gradients(p, ['b']) + backGroup(p, lenses, model.brand);
      break;
    case 'side':
      body = gradients(p, ['e']) + sideGroup(p, lenses);
      break;
    case 'up':
      body = gradients(p, ['e']) + upGroup(p);
      break;
    case 'main':
      body = gradients(p, ['b', 'w']) + mainGroup(p, lenses, model.brand);
      break;
    default:
      throw new RangeError(`unknown view ${String(view)}`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 400" width="240" height="400" role="img">` +
    `<title>${label}</title>${body}</svg>`
  );
}
