// Draws the demo partners' logos (initials and a word, our own work) as SVG and writes them as WebP beside the
// partners module: <slug>.webp (600x300) and <slug>-480.webp, the two variants an upload gets.
// Run: node scripts/make-partner-logos.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "server", "modules", "partners", "logos");
const W = 600;
const H = 300;

/** Slug, initials, word and colour of each demo logo (partners.seed.ts names them). */
export const LOGOS = [
  { slug: "bibliotheek", initials: "B", word: "bibliotheek", color: "#0f766e" },
  { slug: "voedselbank", initials: "V", word: "voedselbank", color: "#b45309" },
  { slug: "welzijn", initials: "W", word: "welzijn", color: "#7c3aed" },
  { slug: "sportfonds", initials: "SF", word: "sportfonds", color: "#1d4ed8" },
  { slug: "wonen", initials: "WS", word: "woonstichting", color: "#be123c" },
  { slug: "ondernemers", initials: "OK", word: "ondernemers", color: "#15803d" },
];

const svgOf = ({
  initials,
  word,
  color,
}) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#ffffff"/>
  <rect x="40" y="50" width="200" height="200" rx="36" fill="${color}"/>
  <circle cx="210" cy="80" r="18" fill="#ffffff" opacity="0.35"/>
  <text x="140" y="150" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${initials.length > 1 ? 88 : 120}" fill="#ffffff">${initials}</text>
  <text x="268" y="138" font-family="DejaVu Sans" font-weight="bold" font-size="${word.length > 11 ? 34 : 40}" fill="${color}">${word}</text>
  <rect x="268" y="162" width="140" height="10" rx="5" fill="${color}" opacity="0.45"/>
  <rect x="268" y="184" width="90" height="10" rx="5" fill="${color}" opacity="0.25"/>
</svg>`;

mkdirSync(out, { recursive: true });
for (const logo of LOGOS) {
  const svg = Buffer.from(svgOf(logo));
  writeFileSync(path.join(out, `${logo.slug}.webp`), await sharp(svg).webp({ quality: 85 }).toBuffer());
  writeFileSync(
    path.join(out, `${logo.slug}-480.webp`),
    await sharp(svg).resize({ width: 480 }).webp({ quality: 85 }).toBuffer(),
  );
}
console.log(`wrote ${LOGOS.length * 2} logos to ${path.relative(process.cwd(), out)}`);
