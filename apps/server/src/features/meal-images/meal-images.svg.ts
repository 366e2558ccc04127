import { mulberry32, type MealType } from "@app/shared";

/**
 * The offline meal illustration: a flat-lay drawing (seen from above) of the meal's ingredients on
 * a plate, in a bowl or in a cup, on a table coloured by meal type. Pure and deterministic: the same
 * meal text and seed always give the same SVG. No user text is ever written into the picture except
 * the escaped <title>.
 */

export interface MealPicture {
  title: string;
  text: string;
  mealType?: MealType;
  seed: number;
}

type Rng = () => number;
type Draw = (x: number, y: number, r: number, rng: Rng, scene: Scene) => string;

interface Scene {
  ingredients: string[];
}

const n = (v: number) => (Math.round(v * 10) / 10).toString();
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo);

/** Escapes text for XML and removes characters XML 1.0 does not allow. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** `count` points spread over a disc of radius `r` (sunflower pattern with a little jitter). */
function spread(count: number, r: number, rng: Rng): [number, number][] {
  const out: [number, number][] = [];
  const golden = Math.PI * (3 - Math.sqrt(5));
  const turn = rng() * Math.PI * 2;
  for (let i = 0; i < count; i++) {
    const d = r * Math.sqrt((i + 0.5) / count);
    const a = i * golden + turn;
    out.push([Math.cos(a) * d + between(rng, -2, 2), Math.sin(a) * d + between(rng, -2, 2)]);
  }
  return out;
}

const g = (x: number, y: number, rot: number, body: string) => `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${body}</g>`;
const circle = (x: number, y: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const leafPath = (len: number, w: number) => `M0 ${n(-len)} Q${n(w)} 0 0 ${n(len)} Q${n(-w)} 0 0 ${n(-len)}Z`;

/** Many small pieces, each drawn around the origin, scattered over the ingredient's patch and scaled to it. */
function pieces(count: number, draw: (rng: Rng) => string): Draw {
  return (x, y, r, rng) => {
    const k = r / 42;
    return spread(count, r * 0.74, rng)
      .map(
        ([dx, dy]) =>
          `<g transform="translate(${n(x + dx)} ${n(y + dy)}) rotate(${n(rng() * 360)}) scale(${Math.round(k * 100) / 100})">${draw(rng)}</g>`,
      )
      .join("");
  };
}

const slice = (rim: string, flesh: string, detail: (s: number) => string, size = 0.32) =>
  pieces(6, (rng) => {
    const s = 20 * between(rng, 0.9, 1.1) * (size / 0.32);
    return circle(0, 0, s, rim) + circle(0, 0, s * 0.82, flesh) + detail(s);
  });

const SPRITES: Record<string, Draw> = {
  egg: (x, y, r, rng) => {
    const s = r * 0.8;
    return g(
      x,
      y,
      rng() * 360,
      ellipse(0, 0, s, s * 0.82, "#fffdf7", ' stroke="#efe4cf" stroke-width="2"') +
        ellipse(s * 0.35, s * 0.2, s * 0.55, s * 0.5, "#fffdf7") +
        circle(s * 0.05, -s * 0.05, s * 0.36, "#f5a912") +
        circle(-s * 0.07, -s * 0.16, s * 0.1, "#ffd76a"),
    );
  },
  omelette: (x, y, r, rng) =>
    g(
      x,
      y,
      rng() * 360,
      `<path d="M${n(-r)} 0 A${n(r)} ${n(r)} 0 0 0 ${n(r)} 0Z" fill="#f4c84f"/>` +
        circle(-r * 0.3, r * 0.3, r * 0.1, "#e3a833") +
        circle(r * 0.2, r * 0.45, r * 0.08, "#6aa84f"),
    ),
  toast: (x, y, r, rng) => {
    const s = r * 0.72;
    return [0, 1]
      .map((i) =>
        g(
          x + (i ? s * 0.35 : -s * 0.2),
          y + (i ? s * 0.25 : -s * 0.2),
          between(rng, -25, 25),
          `<rect x="${n(-s)}" y="${n(-s)}" width="${n(s * 2)}" height="${n(s * 1.8)}" rx="${n(s * 0.45)}" fill="#b8763a"/><rect x="${n(-s * 0.84)}" y="${n(-s * 0.84)}" width="${n(s * 1.68)}" height="${n(s * 1.48)}" rx="${n(s * 0.35)}" fill="#efc789"/>`,
        ),
      )
      .join("");
  },
  greens: pieces(10, (rng) => {
    const fill = pick(rng, ["#5faf4e", "#7cc35f", "#3e8e3e", "#94cf6b"]);
    return `<path d="${leafPath(24, 15)}" fill="${fill}"/><path d="M0 -20 L0 20" stroke="#cfe8b8" stroke-width="1.5" opacity="0.8"/>`;
  }),
  tomato: pieces(
    5,
    () =>
      circle(0, 0, 15, "#e2412e") +
      circle(0, 0, 11, "#f26b4f") +
      circle(-4, -3, 2, "#f9d68c") +
      circle(4, -2, 2, "#f9d68c") +
      circle(0, 4, 2, "#f9d68c"),
  ),
  chicken: pieces(
    4,
    () =>
      `<rect x="-26" y="-14" width="52" height="28" rx="13" fill="#e0a25a"/><path d="M-14 -10 L-6 10 M0 -12 L8 10 M14 -10 L20 6" stroke="#a35f26" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`,
  ),
  salmon: (x, y, r, rng) => {
    const w = r * 1.5;
    const h = r * 0.9;
    return g(
      x,
      y,
      between(rng, -30, 30),
      `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.4)}" fill="#f08a5d"/>` +
        [-0.25, 0, 0.25]
          .map(
            (k) =>
              `<path d="M${n(w * k - 6)} ${n(-h * 0.4)} Q${n(w * k + 8)} 0 ${n(w * k - 6)} ${n(h * 0.4)}" stroke="#fcd3bd" stroke-width="4" fill="none" stroke-linecap="round"/>`,
          )
          .join("") +
        `<rect x="${n(-w / 2)}" y="${n(h / 2 - 7)}" width="${n(w)}" height="7" rx="3.5" fill="#9aa3a8" opacity="0.7"/>`,
    );
  },
  fish: (x, y, r, rng) =>
    g(
      x,
      y,
      between(rng, -20, 20),
      ellipse(0, 0, r * 0.85, r * 0.45, "#f3ede2", ' stroke="#d8cdb8" stroke-width="2"') +
        `<path d="M${n(-r * 0.5)} -6 Q${n(-r * 0.2)} 0 ${n(-r * 0.5)} 6 M0 ${n(-r * 0.35)} Q10 0 0 ${n(r * 0.35)}" stroke="#e3d7c2" stroke-width="3" fill="none"/>` +
        circle(r * 0.3, -r * 0.1, 5, "#f4d35e"),
    ),
  rice: (x, y, r, rng) =>
    circle(x, y, r * 0.85, "#f7f4ec") +
    spread(26, r * 0.75, rng)
      .map(([dx, dy]) =>
        ellipse(
          x + dx,
          y + dy,
          4.5,
          2.2,
          "#ffffff",
          ` stroke="#e4ddcc" stroke-width="0.8" transform="rotate(${n(rng() * 180)} ${n(x + dx)} ${n(y + dy)})"`,
        ),
      )
      .join(""),
  quinoa: (x, y, r, rng) =>
    circle(x, y, r * 0.85, "#efe1bf") +
    spread(36, r * 0.76, rng)
      .map(([dx, dy]) => circle(x + dx, y + dy, 2.6, pick(rng, ["#e2c98f", "#d6b878", "#c9564a"])))
      .join(""),
  pasta: (x, y, r, rng) => {
    let out = circle(x, y, r * 0.9, "#f4d27a");
    for (let i = 0; i < 14; i++) {
      const rr = between(rng, r * 0.2, r * 0.72);
      const a = rng() * Math.PI * 2;
      const cx = x + Math.cos(a) * (r * 0.88 - rr) * 0.7;
      const cy = y + Math.sin(a) * (r * 0.88 - rr) * 0.7;
      out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rr)}" fill="none" stroke="${pick(rng, ["#f7dc8e", "#e8bd55"])}" stroke-width="5" stroke-linecap="round" stroke-dasharray="${n(rr * 3)} ${n(rr)}"/>`;
    }
    return out;
  },
  avocado: (x, y, r, rng) =>
    g(
      x,
      y,
      rng() * 360,
      ellipse(0, 0, r * 0.62, r * 0.82, "#3f6b2a") +
        ellipse(0, 0, r * 0.54, r * 0.74, "#a6c964") +
        ellipse(0, r * 0.05, r * 0.4, r * 0.55, "#dde8a0") +
        circle(0, r * 0.14, r * 0.24, "#8a5a2b") +
        circle(-r * 0.06, r * 0.08, r * 0.07, "#b07a47"),
    ),
  banana: slice("#ead58a", "#fbf0c6", (s) => circle(0, 0, s * 0.22, "#e9d9a4") + circle(0, 0, s * 0.08, "#8a6a3a")),
  blueberry: pieces(14, (rng) => circle(0, 0, between(rng, 6.5, 8.5), "#34407f") + circle(-2, -2, 2.2, "#6f7dc0")),
  strawberry: pieces(
    5,
    () =>
      `<path d="M0 18 C-20 6 -18 -14 0 -12 C18 -14 20 6 0 18Z" fill="#e23a3a"/><path d="M-7 -13 L0 -19 L7 -13 L0 -10Z" fill="#4f9a3a"/>` +
      circle(-5, -2, 1.3, "#ffd9a0") +
      circle(5, 1, 1.3, "#ffd9a0") +
      circle(0, 8, 1.3, "#ffd9a0"),
  ),
  raspberry: pieces(7, (rng) =>
    spread(6, 6, rng)
      .map(([dx, dy]) => circle(dx, dy, 4.2, "#d63a5e"))
      .join(""),
  ),
  apple: pieces(
    5,
    () =>
      `<path d="M-22 0 A22 22 0 0 0 22 0 Z" fill="#d8372f"/><path d="M-18 0 A18 16 0 0 0 18 0 Z" fill="#fbf0d0"/>` +
      circle(-5, 5, 1.8, "#6b4423") +
      circle(5, 5, 1.8, "#6b4423"),
  ),
  oats: pieces(24, (rng) => ellipse(0, 0, 6, 4, pick(rng, ["#d9be8c", "#e6cf9f", "#cfae73"]))),
  cheese: (x, y, r, rng) =>
    g(
      x,
      y,
      rng() * 360,
      `<path d="M${n(-r * 0.8)} ${n(r * 0.5)} L${n(r * 0.8)} ${n(r * 0.5)} L0 ${n(-r * 0.75)}Z" fill="#f6d365" stroke="#e8b93c" stroke-width="3" stroke-linejoin="round"/>` +
        circle(-r * 0.2, r * 0.15, r * 0.1, "#e8b93c") +
        circle(r * 0.2, r * 0.25, r * 0.07, "#e8b93c") +
        circle(0, -r * 0.25, r * 0.08, "#e8b93c"),
    ),
  mozzarella: pieces(5, (rng) => circle(0, 0, between(rng, 12, 16), "#fffefa", ' stroke="#e9e4d8" stroke-width="2"')),
  broccoli: pieces(
    5,
    (rng) =>
      spread(7, 11, rng)
        .map(([dx, dy]) => circle(dx, dy, 7, pick(rng, ["#3f8f3a", "#4f9f44", "#2f7a33"])))
        .join("") + circle(0, 0, 3, "#a7cf7a"),
  ),
  carrot: slice("#e9791d", "#f6a04a", (s) => circle(0, 0, s * 0.35, "#f8b468"), 0.26),
  beef: (x, y, r, rng) =>
    g(
      x,
      y,
      between(rng, -30, 30),
      `<path d="M${n(-r * 0.85)} ${n(-r * 0.2)} Q${n(-r * 0.7)} ${n(-r * 0.7)} 0 ${n(-r * 0.6)} Q${n(r * 0.9)} ${n(-r * 0.55)} ${n(r * 0.8)} ${n(r * 0.1)} Q${n(r * 0.7)} ${n(r * 0.65)} 0 ${n(r * 0.55)} Q${n(-r * 0.95)} ${n(r * 0.5)} ${n(-r * 0.85)} ${n(-r * 0.2)}Z" fill="#8e3b2e" stroke="#e9c3a6" stroke-width="5"/>` +
        [-0.4, 0, 0.4]
          .map(
            (k) =>
              `<path d="M${n(r * k - 10)} ${n(-r * 0.35)} L${n(r * k + 10)} ${n(r * 0.35)}" stroke="#4e1c14" stroke-width="4" stroke-linecap="round"/>`,
          )
          .join(""),
    ),
  burger: (x, y, r, rng) =>
    circle(x, y, r * 0.85, "#cf8a3f") +
    circle(x, y, r * 0.75, "#dc9a4e") +
    spread(9, r * 0.55, rng)
      .map(([dx, dy]) => ellipse(x + dx, y + dy, 3, 1.6, "#fff3d6"))
      .join("") +
    `<path d="M${n(x - r * 0.85)} ${n(y + 6)} Q${n(x)} ${n(y + r * 1.05)} ${n(x + r * 0.85)} ${n(y + 6)}" stroke="#6fae4a" stroke-width="6" fill="none"/>`,
  potato: pieces(
    5,
    () => `<path d="M-24 6 Q0 -26 24 6 Q0 -6 -24 6Z" fill="#e9b85a" stroke="#b9802c" stroke-width="3" stroke-linejoin="round"/>`,
  ),
  nuts: pieces(
    10,
    (rng) =>
      ellipse(0, 0, 9, 5.5, pick(rng, ["#b07a47", "#9c6535", "#c08a55"])) +
      `<path d="M-6 0 L6 0" stroke="#7a4a22" stroke-width="1" opacity="0.6"/>`,
  ),
  lemon: slice(
    "#f2d62e",
    "#fdf1a0",
    (s) =>
      [0, 60, 120]
        .map((a) => `<path d="M0 ${n(-s * 0.75)} L0 ${n(s * 0.75)}" stroke="#f2d62e" stroke-width="1.5" transform="rotate(${a})"/>`)
        .join(""),
    0.3,
  ),
  cucumber: slice("#4f8a3d", "#d7ebb5", (s) =>
    [0, 72, 144, 216, 288].map((a) => ellipse(0, -s * 0.35, 1.5, 3, "#a6c77e", ` transform="rotate(${a})"`)).join(""),
  ),
  mushroom: pieces(
    5,
    () =>
      `<path d="M-18 2 A18 16 0 0 1 18 2 Z" fill="#c8a27a"/><path d="M-14 2 A14 11 0 0 1 14 2 Z" fill="#ecdcc4"/><rect x="-5" y="1" width="10" height="14" rx="3" fill="#ecdcc4"/>`,
  ),
  chickpeas: pieces(14, (rng) => circle(0, 0, between(rng, 6, 7.5), "#e2c08d") + circle(-1.5, -1.5, 2, "#f1d9af")),
  beans: pieces(12, () => ellipse(0, 0, 8, 5, "#7c2a2a") + ellipse(-2, -1.5, 3, 1.4, "#a44a45")),
  lentils: pieces(34, (rng) => circle(0, 0, 3.3, pick(rng, ["#a0522d", "#b5653a", "#c97b45"]))),
  edamame: pieces(12, (rng) => circle(0, 0, between(rng, 6, 7), "#78b84f") + circle(-1.5, -1.5, 2, "#a3d67b")),
  shrimp: pieces(
    4,
    () =>
      `<path d="M-14 -10 A16 16 0 1 0 14 -10" stroke="#f28a6b" stroke-width="11" fill="none" stroke-linecap="round"/><path d="M-6 -4 L-1 2 M3 -6 L6 1" stroke="#fbc2ad" stroke-width="2"/>`,
  ),
  tofu: pieces(6, () => `<rect x="-11" y="-11" width="22" height="22" rx="3" fill="#f3ebd3" stroke="#dcb66a" stroke-width="2.5"/>`),
  pepper: pieces(7, (rng) => `<rect x="-18" y="-4" width="36" height="8" rx="4" fill="${pick(rng, ["#e63b2e", "#f6c431", "#e6792e"])}"/>`),
  corn: pieces(
    26,
    (rng) => `<rect x="-3.5" y="-3.5" width="7" height="7" rx="2.5" fill="${pick(rng, ["#f6c94a", "#f2bb31", "#f8d66a"])}"/>`,
  ),
  orange: slice("#ef8d1c", "#f8b94f", (s) =>
    [0, 45, 90, 135]
      .map((a) => `<path d="M0 ${n(-s * 0.8)} L0 ${n(s * 0.8)}" stroke="#fcd58a" stroke-width="1.5" transform="rotate(${a})"/>`)
      .join(""),
  ),
  kiwi: slice(
    "#7a5a32",
    "#8cc63f",
    (s) =>
      circle(0, 0, s * 0.3, "#f3f7d9") +
      [0, 45, 90, 135, 180, 225, 270, 315].map((a) => ellipse(0, -s * 0.45, 1.3, 2.4, "#2b2b1f", ` transform="rotate(${a})"`)).join(""),
  ),
  herbs: pieces(6, (rng) => `<path d="${leafPath(12, 8)}" fill="${pick(rng, ["#3f9a48", "#55b05a"])}"/>`),
  onion: pieces(5, (rng) => `<circle r="${n(between(rng, 9, 14))}" fill="none" stroke="#a0569b" stroke-width="3"/>`),
  olives: pieces(8, () => circle(0, 0, 7, "#3a3a2e") + circle(0, 0, 2.6, "#6b6b4e")),
  pancake: (x, y, r) =>
    circle(x + 4, y + 5, r * 0.9, "#c9803a") +
    circle(x, y, r * 0.9, "#e7a955") +
    circle(x, y, r * 0.7, "#f0bd6e") +
    `<rect x="${n(x - 9)}" y="${n(y - 9)}" width="18" height="15" rx="3" fill="#fff1b8"/><path d="M${n(x - r * 0.5)} ${n(y - r * 0.2)} Q${n(x)} ${n(y + r * 0.4)} ${n(x + r * 0.55)} ${n(y - r * 0.1)}" stroke="#a75f17" stroke-width="5" fill="none" opacity="0.7" stroke-linecap="round"/>`,
  chocolate: pieces(
    4,
    () =>
      `<rect x="-13" y="-13" width="26" height="26" rx="3" fill="#5b3520"/><path d="M0 -13 L0 13 M-13 0 L13 0" stroke="#3e2313" stroke-width="1.5"/>`,
  ),
  peas: pieces(22, () => circle(0, 0, 5, "#7cc35f") + circle(-1.4, -1.4, 1.6, "#b0e08e")),
  pumpkin: pieces(
    7,
    () =>
      `<rect x="-10" y="-10" width="20" height="20" rx="4" fill="#f08c2c"/><rect x="-6" y="-7" width="9" height="5" rx="2" fill="#f8b15f"/>`,
  ),
  pizza: (x, y, r, rng) =>
    circle(x, y, r, "#d99a4e") +
    circle(x, y, r * 0.86, "#d8452e") +
    spread(7, r * 0.6, rng)
      .map(([dx, dy]) => circle(x + dx, y + dy, r * 0.14, "#fff6e0"))
      .join("") +
    spread(5, r * 0.65, rng)
      .map(([dx, dy]) => g(x + dx, y + dy, rng() * 360, `<path d="${leafPath(8, 5)}" fill="#3f9a48"/>`))
      .join("") +
    [0, 60, 120]
      .map(
        (a) =>
          `<path d="M${n(x)} ${n(y - r)} L${n(x)} ${n(y + r)}" stroke="#b56d2c" stroke-width="2" opacity="0.5" transform="rotate(${a} ${n(x)} ${n(y)})"/>`,
      )
      .join(""),
  pastry: (x, y, r, rng) =>
    g(
      x,
      y,
      between(rng, -30, 30),
      `<path d="M${n(-r * 0.9)} ${n(r * 0.2)} Q${n(-r * 0.6)} ${n(-r * 0.7)} 0 ${n(-r * 0.6)} Q${n(r * 0.6)} ${n(-r * 0.7)} ${n(r * 0.9)} ${n(r * 0.2)} Q${n(r * 0.4)} ${n(-r * 0.05)} 0 ${n(-r * 0.05)} Q${n(-r * 0.4)} ${n(-r * 0.05)} ${n(-r * 0.9)} ${n(r * 0.2)}Z" fill="#e2a04e" stroke="#b8702a" stroke-width="3" stroke-linejoin="round"/>` +
        [-0.45, -0.15, 0.15, 0.45]
          .map(
            (k) =>
              `<path d="M${n(r * k)} ${n(-r * 0.62)} Q${n(r * k * 1.2)} ${n(-r * 0.3)} ${n(r * k * 0.9)} ${n(-r * 0.08)}" stroke="#b8702a" stroke-width="2.5" fill="none" opacity="0.7"/>`,
          )
          .join(""),
    ),
  wrap: pieces(
    2,
    () =>
      `<rect x="-34" y="-16" width="68" height="32" rx="16" fill="#eed29c" stroke="#d5ad68" stroke-width="2"/>` +
      circle(30, 0, 13, "#f7ecd2") +
      circle(28, -3, 4, "#6fae4a") +
      circle(33, 4, 4, "#e2412e"),
  ),
};

interface Ingredient {
  key: keyof typeof SPRITES;
  pattern: RegExp;
  sweet?: boolean;
}

/** Words (English and Italian, accents stripped) that name each drawable ingredient. */
const VOCABULARY: Ingredient[] = [
  { key: "pizza", pattern: /\bpizz/ },
  { key: "pancake", pattern: /\b(pancake|waffle|crepe|crepes)/, sweet: true },
  { key: "burger", pattern: /\b(burger|hamburger)/ },
  { key: "wrap", pattern: /\b(wrap|burrito|piadina|tortilla)/ },
  { key: "omelette", pattern: /\b(omelet|omelette|frittata)/ },
  { key: "egg", pattern: /\b(egg|eggs|uov[oa]|uova)\b/ },
  { key: "pastry", pattern: /\b(croissant|cornett|brioche|pastry|pastries|danish|muffin)/, sweet: true },
  { key: "toast", pattern: /\b(toast|bread|pane|sandwich|panino|bruschett|bagel|crostin)/ },
  { key: "avocado", pattern: /\b(avocado|guacamole)/ },
  { key: "salmon", pattern: /\b(salmon|salmone|trout|trota)/ },
  { key: "fish", pattern: /\b(fish|pesce|tuna|tonno|cod|merluzzo|sea ?bass|branzino|orata)\b/ },
  { key: "shrimp", pattern: /\b(shrimp|prawn|gamber)/ },
  { key: "chicken", pattern: /\b(chicken|pollo|turkey|tacchino)/ },
  { key: "beef", pattern: /\b(beef|steak|manzo|bistecca|pork|maiale|lamb|agnello|meatball|polpett|veal|vitello)/ },
  { key: "tofu", pattern: /\b(tofu|tempeh|seitan)/ },
  { key: "pasta", pattern: /\b(pasta|spaghetti|penne|noodle|ramen|fusilli|linguine|lasagn|tagliatell|gnocchi)/ },
  { key: "quinoa", pattern: /\b(quinoa|couscous|farro|bulgur)/ },
  { key: "rice", pattern: /\b(rice|riso|risotto|poke)/ },
  { key: "oats", pattern: /\b(oat|oats|oatmeal|avena|granola|muesli|porridge|cereal)/, sweet: true },
  { key: "greens", pattern: /\b(salad|insalata|lettuce|lattuga|spinach|spinaci|greens|kale|cavolo nero|rucola|arugula|rocket)/ },
  { key: "broccoli", pattern: /\bbroccol/ },
  { key: "tomato", pattern: /\b(tomato|tomatoes|pomodor)/ },
  { key: "cucumber", pattern: /\b(cucumber|cetriol|zucchin|courgette)/ },
  { key: "carrot", pattern: /\b(carrot|carot)/ },
  { key: "pepper", pattern: /\b(bell pepper|peppers|peperon|paprika)/ },
  { key: "mushroom", pattern: /\b(mushroom|fungh|champignon)/ },
  { key: "onion", pattern: /\b(onion|cipoll|shallot|scalogn)/ },
  { key: "corn", pattern: /\b(corn|mais|polenta)\b/ },
  { key: "peas", pattern: /\b(peas|piselli)\b/ },
  { key: "pumpkin", pattern: /\b(pumpkin|zucca|squash|sweet potato|patata dolce|patate dolci)/ },
  { key: "potato", pattern: /\b(potato|patat|fries|chips)/ },
  { key: "chickpeas", pattern: /\b(chickpea|ceci|hummus|falafel)/ },
  { key: "lentils", pattern: /\b(lentil|lenticch|dal|dahl)\b/ },
  { key: "beans", pattern: /\b(beans?|fagiol|legum)/ },
  { key: "edamame", pattern: /\bedamame/ },
  { key: "mozzarella", pattern: /\b(mozzarella|burrata|bocconcin|ricotta|cottage)/ },
  { key: "cheese", pattern: /\b(cheese|formaggi|parmesan|parmigiano|feta|cheddar|pecorino|gouda|halloumi)/ },
  { key: "olives", pattern: /\b(olive|olives)\b/ },
  { key: "banana", pattern: /\bbanan/, sweet: true },
  { key: "blueberry", pattern: /\b(blueberr|mirtill)/, sweet: true },
  { key: "strawberry", pattern: /\b(strawberr|fragol)/, sweet: true },
  { key: "raspberry", pattern: /\b(raspberr|lampon|berries|frutti di bosco|frutti rossi)/, sweet: true },
  { key: "apple", pattern: /\b(apple|mela|mele)\b/, sweet: true },
  { key: "orange", pattern: /\b(orange|arancia|arance|clementin|mandarin)/, sweet: true },
  { key: "kiwi", pattern: /\bkiwi/, sweet: true },
  { key: "lemon", pattern: /\b(lemon|limone|lime)\b/ },
  { key: "nuts", pattern: /\b(nuts?|almond|mandorl|walnut|noci|peanut|arachid|pistachi|hazelnut|nocciol|cashew|seeds|semi)\b/ },
  { key: "chocolate", pattern: /\b(chocolate|cioccolat|cocoa|cacao)/, sweet: true },
  { key: "herbs", pattern: /\b(basil|basilico|herb|parsley|prezzemolo|mint|menta|coriander|cilantro|pesto)/ },
];

const FALLBACK: Record<MealType, (keyof typeof SPRITES)[]> = {
  breakfast: ["oats", "banana", "blueberry", "strawberry", "toast", "egg", "nuts"],
  lunch: ["greens", "tomato", "chicken", "quinoa", "cucumber", "chickpeas", "avocado"],
  dinner: ["fish", "broccoli", "potato", "rice", "carrot", "beef", "greens"],
  snack: ["apple", "nuts", "blueberry", "orange", "kiwi", "chocolate"],
};

type Vessel = "plate" | "bowl" | "cup" | "glass";

const PALETTES: Record<MealType, { from: string; to: string; cloth: string; stripe: string }> = {
  breakfast: { from: "#fff6e3", to: "#ffe0bd", cloth: "#ffffff", stripe: "#f4a259" },
  lunch: { from: "#eef8ee", to: "#cdebd5", cloth: "#ffffff", stripe: "#5fa86f" },
  dinner: { from: "#e9edf8", to: "#c6d0ea", cloth: "#f7f4ee", stripe: "#5c6fae" },
  snack: { from: "#fdf0f4", to: "#f7d2de", cloth: "#ffffff", stripe: "#d8668c" },
};

export const normalizeText = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The drawable ingredients named in the text, in the order they first appear. */
export function findIngredients(text: string): (keyof typeof SPRITES)[] {
  const t = normalizeText(text);
  const found = VOCABULARY.map((v) => ({ key: v.key, at: t.search(v.pattern) })).filter((f) => f.at >= 0);
  found.sort((a, b) => a.at - b.at);
  const keys: (keyof typeof SPRITES)[] = [];
  for (const f of found) if (!keys.includes(f.key)) keys.push(f.key);
  return keys;
}

export function guessMealType(text: string): MealType | undefined {
  const t = normalizeText(text);
  if (/\b(breakfast|colazione|brunch|porridge|pancake|granola|muesli|cereal|oatmeal)/.test(t)) return "breakfast";
  if (/\b(snack|spuntino|merenda|smoothie|frullato|bar|barretta)\b/.test(t)) return "snack";
  if (/\b(dinner|cena|supper)\b/.test(t)) return "dinner";
  if (/\b(lunch|pranzo)\b/.test(t)) return "lunch";
  return undefined;
}

function vesselFor(text: string): { vessel: Vessel; base?: string } {
  const t = normalizeText(text);
  if (/\b(coffee|caffe|cappuccino|espresso|tea|te|tisana|latte macchiato)\b/.test(t))
    return { vessel: "cup", base: /\b(tea|te|tisana)\b/.test(t) ? "#c98a3c" : "#6f4326" };
  if (/\b(smoothie|frullato|shake|juice|succo|spremuta)\b/.test(t) && !/\bbowl\b/.test(t)) return { vessel: "glass" };
  if (/\b(soup|zuppa|minestr|vellutata|broth|brodo|stew|chili|curry|ramen|pho)\b/.test(t)) {
    const base = /\b(tomato|pomodor)/.test(t)
      ? "#df5a36"
      : /\b(curry|pumpkin|zucca|lentil|lenticch)/.test(t)
        ? "#e8a126"
        : /\b(ramen|pho|broth|brodo)\b/.test(t)
          ? "#f0d29b"
          : "#d99a3a";
    return { vessel: "bowl", base };
  }
  if (/\b(yogurt|yoghurt|skyr|kefir|quark)\b/.test(t)) return { vessel: "bowl", base: "#fbf9f3" };
  if (/\b(porridge|oatmeal|overnight oats|avena)\b/.test(t)) return { vessel: "bowl", base: "#ead8b4" };
  if (/\b(bowl|poke|buddha|acai|ciotola)\b/.test(t)) return { vessel: "bowl", base: /\b(acai|smoothie)\b/.test(t) ? "#7b3f6e" : "#f6f1e6" };
  return { vessel: "plate" };
}

/** Where up to five ingredient patches sit on a plate of radius `R` centred on (cx, cy). */
function layout(count: number, cx: number, cy: number, R: number): { x: number; y: number; r: number }[] {
  if (count <= 1) return [{ x: cx, y: cy, r: R * 0.8 }];
  const ring = count >= 5 ? count - 1 : count;
  const r = count === 2 ? R * 0.5 : count === 3 ? R * 0.46 : R * 0.4;
  const d = count === 2 ? R * 0.45 : R * 0.52;
  const spots = Array.from({ length: ring }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / ring + (count === 2 ? Math.PI / 2 : 0);
    return { x: cx + Math.cos(a) * d, y: cy + Math.sin(a) * d, r };
  });
  if (count >= 5) spots.push({ x: cx, y: cy, r: R * 0.32 });
  return spots;
}

export const WIDTH = 640;
export const HEIGHT = 400;

export function renderMealSvg(picture: MealPicture): string {
  const rng = mulberry32(picture.seed);
  const found = findIngredients(picture.text);
  const mealType = picture.mealType ?? guessMealType(picture.text) ?? pick(rng, ["breakfast", "lunch", "dinner", "snack"] as const);
  let ingredients = found.slice(0, 5);
  if (ingredients.length === 0) {
    const pool = [...FALLBACK[mealType]];
    for (let i = 0; i < 3; i++) ingredients.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  }
  // The pizza and the burger fill the plate alone; their toppings are drawn into them.
  if (ingredients.includes("pizza")) ingredients = ["pizza"];
  const { vessel, base } = vesselFor(picture.text);
  const palette = PALETTES[mealType];
  const sweet = ingredients.every((k) => VOCABULARY.find((v) => v.key === k)?.sweet);
  const scene: Scene = { ingredients };
  const cx = WIDTH / 2 + between(rng, -8, 8);
  const cy = HEIGHT / 2 + 8;

  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
      `<radialGradient id="plate" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eeeae2"/></radialGradient></defs>`,
  );
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`);
  // Soft light spots on the table.
  for (let i = 0; i < 6; i++)
    parts.push(circle(rng() * WIDTH, rng() * HEIGHT, between(rng, 20, 60), "#ffffff", ` opacity="${n(between(rng, 0.12, 0.3))}"`));
  // A striped napkin in a corner, with cutlery on it.
  const left = rng() < 0.5;
  const nx = left ? 28 : WIDTH - 148;
  parts.push(
    g(
      nx + 60,
      HEIGHT / 2 + 10,
      left ? -6 : 6,
      `<rect x="-60" y="-150" width="120" height="300" rx="8" fill="${palette.cloth}" opacity="0.92"/>` +
        [-40, 40].map((sx) => `<rect x="${sx - 4}" y="-150" width="8" height="300" fill="${palette.stripe}" opacity="0.55"/>`).join("") +
        `<rect x="-20" y="-110" width="8" height="200" rx="4" fill="#b9bec6"/><rect x="-22" y="-120" width="12" height="60" rx="5" fill="#c9cdd3"/>` +
        `<rect x="12" y="-40" width="9" height="130" rx="4.5" fill="#b9bec6"/>` +
        [0, 1, 2, 3].map((i) => `<rect x="${9 + i * 4}" y="-118" width="2.5" height="40" rx="1.2" fill="#c9cdd3"/>`).join("") +
        `<rect x="9" y="-82" width="15" height="48" rx="5" fill="#c9cdd3"/>`,
    ),
  );

  const R = vessel === "cup" || vessel === "glass" ? 112 : 165;
  parts.push(ellipse(cx + 8, cy + 12, R + 10, R + 6, "#000000", ' opacity="0.08"'));
  if (vessel === "plate") {
    parts.push(circle(cx, cy, R, "url(#plate)", ' stroke="#e3ddd2" stroke-width="2"'));
    parts.push(circle(cx, cy, R * 0.8, "none", ' stroke="#ebe5da" stroke-width="3"'));
  } else if (vessel === "bowl") {
    const colour = pick(rng, ["#6c9bd2", "#e7a9a0", "#8fbf9f", "#f0c76a", "#ffffff"]);
    parts.push(circle(cx, cy, R, colour) + circle(cx, cy, R * 0.9, "#ffffff", ' opacity="0.35"'));
    parts.push(circle(cx, cy, R * 0.84, base ?? "#f6f1e6"));
  } else if (vessel === "cup") {
    parts.push(circle(cx, cy, R + 30, "url(#plate)", ' stroke="#e3ddd2" stroke-width="2"'));
    parts.push(
      `<rect x="${n(cx + R * 0.75)}" y="${n(cy - 14)}" width="58" height="28" rx="14" fill="#f4f1ec" stroke="#ddd6c9" stroke-width="2"/>`,
    );
    parts.push(circle(cx, cy, R * 0.85, "#f4f1ec", ' stroke="#ddd6c9" stroke-width="3"') + circle(cx, cy, R * 0.72, base ?? "#6f4326"));
    parts.push(
      `<path d="M${n(cx - 24)} ${n(cy + 4)} C${n(cx - 30)} ${n(cy - 30)} ${n(cx + 30)} ${n(cy - 30)} ${n(cx + 24)} ${n(cy + 4)} C${n(cx + 10)} ${n(cy - 10)} ${n(cx - 10)} ${n(cy - 10)} ${n(cx - 24)} ${n(cy + 4)}Z" fill="#f3e4cf" opacity="0.8"/>`,
    );
  } else {
    const liquid =
      ingredients.includes("blueberry") || ingredients.includes("raspberry")
        ? "#9b3f78"
        : ingredients.includes("strawberry")
          ? "#ef6b7e"
          : ingredients.includes("greens") || ingredients.includes("kiwi")
            ? "#8cc152"
            : ingredients.includes("orange")
              ? "#f5a623"
              : "#f2d06b";
    parts.push(circle(cx, cy, R * 0.9, "#ffffff", ' opacity="0.7" stroke="#dfe6ea" stroke-width="4"') + circle(cx, cy, R * 0.76, liquid));
    parts.push(
      `<rect x="${n(cx + 10)}" y="${n(cy - R * 1.05)}" width="14" height="${n(R * 0.9)}" rx="7" fill="#ff7f66" transform="rotate(28 ${n(cx)} ${n(cy)})"/>`,
    );
  }

  if (vessel === "cup") {
    // A small treat on the saucer, when one is named.
    const treat = ingredients.find((k) => k !== "herbs");
    if (treat) parts.push(SPRITES[treat]!(cx - R * 0.9, cy + R * 0.6, 44, rng, scene));
  } else {
    const area = vessel === "glass" ? R * 0.6 : vessel === "bowl" ? R * 0.86 : R * 0.92;
    const spots = layout(ingredients.length, cx, cy, area);
    ingredients.forEach((key, i) => {
      const s = spots[i]!;
      parts.push(SPRITES[key]!(s.x, s.y, s.r, rng, scene));
    });
  }
  // A finishing touch: herbs on savoury food, a sprinkle of seeds on sweet food.
  if (vessel === "plate" || vessel === "bowl") {
    for (let i = 0; i < 5; i++) {
      const a = rng() * Math.PI * 2;
      const d = between(rng, R * 0.15, R * 0.7);
      const x = cx + Math.cos(a) * d;
      const y = cy + Math.sin(a) * d;
      parts.push(
        sweet
          ? ellipse(x, y, 2.4, 1.4, "#6b4a2b", ` transform="rotate(${n(rng() * 180)} ${n(x)} ${n(y)})"`)
          : g(x, y, rng() * 360, `<path d="${leafPath(6, 4)}" fill="#3f9a48"/>`),
      );
    }
  }

  const title = escapeXml(picture.title);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img"><title>${title}</title>${parts.join("")}</svg>`;
}
