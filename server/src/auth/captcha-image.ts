import { randomInt } from "node:crypto";
import {
  CAPTCHA_ALPHABET,
  GLYPH_HEIGHT,
  GLYPH_WIDTH,
  GLYPHS,
  type Point,
} from "./captcha-glyphs.ts";

/**
 * Draws a captcha as an SVG image: each character's outline (captcha-glyphs.ts) is jittered
 * point by point, sheared, rotated, scaled and moved, then crossed by noise curves and dots.
 * Only paths are emitted, in shuffled order, so reading the SVG source does not give the
 * answer away.
 */
const WIDTH = 220;
const HEIGHT = 80;
const INK = ["#1f2937", "#1e3a8a", "#7c2d12", "#14532d", "#581c87", "#0f172a"];

/** A uniform number in [low, high) from the operating system's generator. */
function between(low: number, high: number): number {
  return low + (randomInt(0, 1_000_000) / 1_000_000) * (high - low);
}

function pick<T>(items: ReadonlyArray<T>): T {
  const item = items[randomInt(0, items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

const n = (value: number) => value.toFixed(1);

/** 5 or 6 characters of the unambiguous alphabet. */
export function randomCaptchaText(): string {
  const length = randomInt(5, 7);
  let text = "";
  for (let i = 0; i < length; i += 1)
    text += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return text;
}

function glyphPaths(character: string, centreX: number, centreY: number): string[] {
  const strokes = GLYPHS[character] ?? [];
  const scale = between(6.5, 8.5);
  const angle = between(-0.4, 0.4);
  const shear = between(-0.3, 0.3);
  const ink = pick(INK);
  const width = n(between(2.4, 3.6));
  const place = ([x, y]: Point): string => {
    const localX = x - GLYPH_WIDTH / 2 + between(-0.25, 0.25);
    const localY = y - GLYPH_HEIGHT / 2 + between(-0.25, 0.25);
    const shearedX = localX + shear * localY;
    const rotatedX = shearedX * Math.cos(angle) - localY * Math.sin(angle);
    const rotatedY = shearedX * Math.sin(angle) + localY * Math.cos(angle);
    return `${n(centreX + rotatedX * scale)} ${n(centreY + rotatedY * scale)}`;
  };
  return strokes.map(
    (stroke) =>
      `<path d="M${stroke.map(place).join(" L")}" fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

function noise(): string[] {
  const curves = Array.from({ length: randomInt(3, 6) }, () => {
    const y = () => n(between(5, HEIGHT - 5));
    const d = `M0 ${y()} C${n(between(40, 90))} ${y()} ${n(between(130, 180))} ${y()} ${WIDTH} ${y()}`;
    return `<path d="${d}" fill="none" stroke="${pick(INK)}" stroke-width="${n(between(1.2, 2.4))}" opacity="0.7"/>`;
  });
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${n(between(0, WIDTH))}" cy="${n(between(0, HEIGHT))}" r="${n(between(0.8, 2))}" fill="${pick(INK)}" opacity="0.6"/>`,
  );
  return [...curves, ...dots];
}

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** The SVG document showing `text`. */
export function renderCaptcha(text: string): string {
  const slot = (WIDTH - 20) / text.length;
  const glyphs = [...text].flatMap((character, index) =>
    glyphPaths(
      character,
      10 + slot * (index + 0.5) + between(-slot * 0.12, slot * 0.12),
      HEIGHT / 2 + between(-6, 6),
    ),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f1f5f9"/>`,
    ...shuffled([...glyphs, ...noise()]),
    "</svg>",
  ].join("");
}

/** The image as a data URL, the form GET /get-captcha answers. */
export function captchaDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderCaptcha(text)).toString("base64")}`;
}
