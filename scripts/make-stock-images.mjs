// Draws the demo stock images (flat illustrations, our own work) as SVG and writes them as WebP beside the module:
// <slug>.webp (1200x800) and <slug>-480.webp. Run: node scripts/make-stock-images.mjs [slug ...]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "server", "modules", "stock-images");
const catalogue = JSON.parse(readFileSync(path.join(root, "demo-stock-images.json"), "utf8"));
const W = 1200;
const H = 800;

// A small palette, so the library looks like one set.
const C = {
  sky: "#cfe8f7",
  skyWarm: "#fde7c8",
  grass: "#7cc47f",
  grassDark: "#4f9a5a",
  soil: "#8a5a3b",
  wood: "#b07a4f",
  sun: "#ffc845",
  cloud: "#ffffff",
  ink: "#2b2d42",
  wall: "#f4efe6",
  floor: "#e0c9a6",
  water: "#5bb8e6",
  red: "#e4572e",
  orange: "#f29e4c",
  yellow: "#f7d154",
  green: "#3aa66b",
  teal: "#2a9d8f",
  blue: "#3d7dd8",
  purple: "#8e6ccf",
  pink: "#f28ab2",
  grey: "#9aa5b1",
  white: "#ffffff",
  brown: "#6d4c3d",
};
const SKIN = ["#f1c7a3", "#d9a078", "#a8704a", "#7a4b2e", "#ffe0c4"];
const HAIR = ["#3b2a20", "#c98b3a", "#1d1d1d", "#8d8d8d", "#e8d8b0"];

const rect = (x, y, w, h, fill, r = 0, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = "") => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
const poly = (points, fill) => `<polygon points="${points}" fill="${fill}"/>`;
const line = (x1, y1, x2, y2, stroke, width = 10) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const pathD = (d, fill, stroke = "none", width = 0) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const g = (transform, ...parts) => `<g transform="${transform}">${parts.join("")}</g>`;

// ---- scenery ----
const outdoors = (sky = C.sky, ground = C.grass) =>
  rect(0, 0, W, H, sky) +
  pathD(`M0 560 Q300 500 600 550 T1200 530 V800 H0 Z`, ground) +
  pathD(`M0 640 Q400 600 800 650 T1200 630 V800 H0 Z`, C.grassDark, "none", 0).replace("<path", '<path opacity="0.35"');
const indoors = (wall = C.wall, floor = C.floor) =>
  rect(0, 0, W, H, wall) + rect(0, 600, W, 200, floor) + rect(0, 590, W, 14, C.wood);
const sun = (x = 1040, y = 130, r = 70) => circle(x, y, r + 22, C.sun, 'opacity="0.35"') + circle(x, y, r, C.sun);
const cloud = (x, y, s = 1) =>
  g(
    `translate(${x} ${y}) scale(${s})`,
    ellipse(0, 0, 70, 36, C.cloud),
    ellipse(55, -18, 50, 38, C.cloud),
    ellipse(105, 2, 55, 32, C.cloud),
  );
const tree = (x, y, s = 1, leaf = C.green) =>
  g(
    `translate(${x} ${y}) scale(${s})`,
    rect(-14, -20, 28, 140, C.wood, 8),
    circle(0, -70, 80, leaf),
    circle(-55, -30, 55, leaf),
    circle(55, -30, 55, leaf),
  );
const flower = (x, y, petal = C.pink) =>
  g(
    `translate(${x} ${y})`,
    line(0, 0, 0, 60, C.grassDark, 6),
    ...[0, 72, 144, 216, 288].map((a) => g(`rotate(${a})`, circle(0, -16, 12, petal))),
    circle(0, 0, 9, C.yellow),
  );
const windowFrame = (x, y, w = 220, h = 180) =>
  rect(x, y, w, h, C.sky, 10, `stroke="${C.white}" stroke-width="14"`) +
  line(x + w / 2, y, x + w / 2, y + h, C.white, 10) +
  cloud(x + 60, y + 70, 0.5);
const table = (x, y, w = 420, color = C.wood) =>
  rect(x, y, w, 22, color, 6) + rect(x + 20, y + 22, 18, 150, color) + rect(x + w - 38, y + 22, 18, 150, color);
const book = (x, y, color = C.red, w = 90, h = 120, rot = 0) =>
  g(
    `translate(${x} ${y}) rotate(${rot})`,
    rect(0, 0, w, h, color, 6),
    rect(8, 10, w - 16, h - 20, "#ffffff", 3, 'opacity="0.25"'),
  );
const cup = (x, y, color = C.white) =>
  g(
    `translate(${x} ${y})`,
    rect(0, 0, 46, 50, color, 8),
    pathD("M46 12 q22 0 22 16 q0 16 -22 14", "none", color, 8),
    pathD("M12 -14 q8 -12 0 -24 M30 -14 q8 -12 0 -24", "none", "#ffffff", 5),
  );
const heart = (x, y, s = 1, color = C.red) =>
  g(`translate(${x} ${y}) scale(${s})`, pathD("M0 30 C-40 0 -30 -40 0 -20 C30 -40 40 0 0 30 Z", color));
const note = (x, y, color = C.ink) =>
  g(
    `translate(${x} ${y})`,
    ellipse(0, 0, 16, 12, color),
    line(14, -2, 14, -60, color, 6),
    pathD("M14 -60 q20 8 22 28", "none", color, 6),
  );

/**
 * A person seen from the front: head, hair, body and limbs in flat colours. pose: arms "down", "up" (one raised),
 * "out" (both forward, holding), "wave". sitting draws the legs bent forward.
 */
function person(
  x,
  y,
  { s = 1, skin = 0, hair = 0, shirt = C.blue, pants = C.ink, pose = "down", sitting = false, child = false, long = false } = {},
) {
  const k = child ? 0.68 : 1;
  const sk = SKIN[skin % SKIN.length];
  const hr = HAIR[hair % HAIR.length];
  const arms = {
    down: [
      line(-42, -150, -58, -70, shirt, 22),
      line(42, -150, 58, -70, shirt, 22),
      circle(-58, -66, 13, sk),
      circle(58, -66, 13, sk),
    ],
    out: [
      line(-42, -150, -20, -95, shirt, 22),
      line(42, -150, 70, -100, shirt, 22),
      circle(-16, -92, 13, sk),
      circle(76, -100, 13, sk),
    ],
    up: [
      line(-42, -150, -58, -70, shirt, 22),
      line(42, -160, 80, -230, shirt, 22),
      circle(-58, -66, 13, sk),
      circle(84, -236, 13, sk),
    ],
    wave: [
      line(-42, -160, -80, -230, shirt, 22),
      line(42, -160, 80, -230, shirt, 22),
      circle(-84, -236, 13, sk),
      circle(84, -236, 13, sk),
    ],
  }[pose];
  const legs = sitting
    ? [rect(-40, -80, 90, 34, pants, 14), rect(24, -80, 30, 80, pants, 12), rect(-36, -80, 30, 80, pants, 12)]
    : [rect(-36, -90, 32, 90, pants, 12), rect(4, -90, 32, 90, pants, 12)];
  const hairShape = long
    ? pathD("M-40 -222 q40 -50 80 0 v60 h-16 v-40 h-48 v40 h-16 Z", hr)
    : pathD("M-38 -222 q38 -46 76 0 q-10 -14 -38 -14 q-28 0 -38 14 Z", hr);
  return g(
    `translate(${x} ${y}) scale(${s * k})`,
    ...legs,
    rect(-44, -176, 88, 100, shirt, 30),
    ...arms,
    rect(-10, -196, 20, 24, sk, 6),
    long ? hairShape : "",
    circle(0, -220, 36, sk),
    long ? "" : hairShape,
    circle(-12, -222, 4, C.ink),
    circle(12, -222, 4, C.ink),
    pathD("M-10 -206 q10 8 20 0", "none", C.ink, 4),
  );
}

// ---- the scenes, one per catalogue slug ----
const SCENES = {
  gardening: () =>
    outdoors() +
    sun() +
    cloud(180, 120) +
    tree(1050, 520, 0.9) +
    rect(120, 600, 560, 90, C.soil, 20) +
    [180, 280, 380, 480, 580].map((x, i) => flower(x, 560, [C.pink, C.yellow, C.red, C.purple, C.orange][i])).join("") +
    person(820, 700, { shirt: C.green, pose: "out", skin: 1, hair: 0 }) +
    g(
      "translate(860 590)",
      rect(0, 0, 80, 60, C.blue, 10),
      line(80, 10, 130, -20, C.blue, 10),
      line(0, 10, -20, -10, C.blue, 8),
    ) +
    [0, 1, 2].map((i) => ellipse(740 - i * 18, 600 + i * 22, 5, 9, C.water)).join(""),
  cooking: () =>
    indoors("#fdf1e4") +
    windowFrame(90, 110) +
    rect(380, 430, 500, 40, C.grey, 6) +
    rect(380, 470, 500, 130, "#d8dee4") +
    g(
      "translate(450 350)",
      rect(0, 0, 150, 80, C.red, 16),
      rect(-20, 0, 190, 16, C.red, 8),
      pathD("M30 -20 q14 -30 0 -60 M75 -20 q14 -30 0 -60 M120 -20 q14 -30 0 -60", "none", "#ffffff", 8),
    ) +
    g("translate(660 380)", ellipse(60, 30, 80, 22, C.ink), rect(130, 24, 110, 14, C.ink, 6)) +
    person(300, 700, { shirt: C.white, skin: 2, hair: 2, pose: "out" }) +
    person(960, 700, { shirt: C.orange, skin: 0, hair: 1, pose: "up", long: true }),
  "reading-to-children": () =>
    indoors("#eef3fb") +
    windowFrame(880, 100) +
    rect(160, 420, 360, 200, C.purple, 30) +
    person(340, 660, { shirt: C.teal, skin: 3, hair: 2, sitting: true, pose: "out" }) +
    book(310, 440, C.yellow, 110, 90, -8) +
    person(640, 720, { child: true, shirt: C.red, skin: 0, hair: 1, sitting: true }) +
    person(800, 720, { child: true, shirt: C.yellow, skin: 2, hair: 0, long: true, sitting: true }) +
    heart(600, 250, 1.2, C.pink) +
    heart(700, 200, 0.8, C.red),
  "elderly-visit": () =>
    indoors("#f6efe3") +
    windowFrame(480, 90) +
    rect(100, 440, 380, 170, C.teal, 30) +
    table(560, 520, 240, C.wood) +
    cup(600, 470, C.white) +
    cup(700, 470, C.yellow) +
    person(260, 690, { shirt: C.purple, skin: 4, hair: 3, sitting: true, pose: "out" }) +
    person(950, 700, { shirt: C.orange, skin: 2, hair: 0, pose: "wave" }),
  "sports-coach": () =>
    outdoors(C.sky, "#6fbf73") +
    sun(160, 120) +
    rect(820, 300, 300, 14, C.white) +
    rect(820, 300, 14, 260, C.white) +
    rect(1106, 300, 14, 260, C.white) +
    pathD("M834 314 L1106 314 L1080 540 L860 540 Z", "none", "#ffffff", 3) +
    line(0, 680, 1200, 640, C.white, 8) +
    person(360, 700, { shirt: C.red, skin: 1, hair: 2, pose: "up" }) +
    circle(440, 460, 10, C.yellow) +
    person(620, 720, { child: true, shirt: C.blue, skin: 3, hair: 2 }) +
    person(730, 720, { child: true, shirt: C.blue, skin: 0, hair: 1, long: true }) +
    circle(680, 700, 26, C.white, `stroke="${C.ink}" stroke-width="4"`),
  "repair-cafe": () =>
    indoors("#e8f1ec") +
    rect(80, 80, 380, 240, C.wood, 12) +
    [130, 210, 290, 370].map((x) => line(x, 130, x, 260, C.grey, 12)).join("") +
    table(300, 520, 600, C.brown) +
    g(
      "translate(600 430)",
      circle(0, 0, 80, "none", `stroke="${C.ink}" stroke-width="12"`),
      circle(0, 0, 12, C.grey),
      line(-80, 0, 80, 0, C.grey, 3),
      line(0, -80, 0, 80, C.grey, 3),
    ) +
    g("translate(380 470)", rect(0, 0, 120, 50, C.red, 8), rect(20, -12, 80, 14, C.red, 4)) +
    g("translate(760 480) rotate(-30)", rect(0, 0, 120, 16, C.grey, 6), rect(100, -10, 30, 36, C.grey, 6)) +
    person(200, 700, { shirt: C.yellow, skin: 2, hair: 1, pose: "out" }) +
    person(1000, 700, { shirt: C.teal, skin: 0, hair: 3, pose: "out" }),
  "food-bank": () =>
    indoors("#f3efe6") +
    [0, 1, 2].map((i) => rect(120 + i * 160, 430 - (i % 2) * 40, 140, 170 + (i % 2) * 40, "#c9a66b", 8)).join("") +
    [0, 1, 2, 3].map((i) => circle(560 + i * 52, 500, 24, [C.red, C.green, C.red, C.orange][i])).join("") +
    rect(540, 520, 240, 80, C.green, 10) +
    ellipse(880, 560, 70, 38, "#d9a45b") +
    table(500, 600, 460, C.wood) +
    person(1040, 700, { shirt: C.green, skin: 3, hair: 2, pose: "out" }) +
    person(380, 700, { shirt: C.blue, skin: 1, hair: 1, long: true, pose: "down" }),
  "nature-work": () =>
    outdoors("#d6ecd9", "#6aa86c") +
    sun(180, 120, 60) +
    tree(900, 520, 1.1, "#3f8f56") +
    tree(1100, 500, 0.8) +
    tree(120, 540, 0.7, "#5bb06d") +
    g("translate(420 620)", rect(0, -40, 10, 60, C.wood), circle(5, -60, 30, C.green)) +
    ellipse(425, 640, 60, 14, C.soil) +
    g(
      "translate(560 560)",
      pathD("M0 0 h180 l-30 70 h-120 Z", C.red),
      circle(40, 90, 20, C.ink),
      line(180, 0, 240, -40, C.grey, 10),
    ) +
    person(320, 700, { shirt: C.orange, skin: 1, hair: 0, pose: "out" }),
  music: () =>
    rect(0, 0, W, H, "#2e3a59") +
    circle(600, 380, 300, "#3d4c73") +
    rect(0, 620, W, 180, "#4a3b52") +
    note(220, 220, C.yellow) +
    note(950, 180, C.pink) +
    note(1050, 320, C.teal) +
    note(150, 400, C.white) +
    person(480, 700, { shirt: C.red, skin: 2, hair: 2, pose: "out" }) +
    g(
      "translate(450 560) rotate(-25)",
      ellipse(0, 0, 60, 46, C.orange),
      circle(0, 0, 14, C.brown),
      rect(40, -8, 150, 16, C.brown, 4),
    ) +
    person(760, 700, { shirt: C.yellow, skin: 0, hair: 1, long: true, pose: "wave" }),
  "computer-help": () =>
    indoors("#edf2f7") +
    windowFrame(900, 90) +
    table(300, 500, 600, C.wood) +
    g(
      "translate(500 380)",
      rect(0, 0, 200, 120, C.ink, 10),
      rect(12, 12, 176, 96, C.blue, 4),
      rect(-30, 120, 260, 16, C.grey, 6),
    ) +
    person(320, 700, { shirt: C.purple, skin: 4, hair: 3, sitting: true, pose: "out" }) +
    person(860, 700, { shirt: C.teal, skin: 3, hair: 2, pose: "out" }),
  "animal-care": () =>
    outdoors(C.skyWarm, "#9fd39b") +
    sun(1050, 130) +
    rect(80, 360, 260, 240, C.wood, 10) +
    poly("70,370 210,270 350,370", C.red) +
    rect(170, 470, 80, 130, C.brown, 30) +
    g(
      "translate(620 640)",
      ellipse(0, 0, 90, 50, "#c08a5b"),
      circle(90, -40, 44, "#c08a5b"),
      ellipse(110, -80, 14, 26, C.brown),
      rect(-70, 30, 20, 50, "#c08a5b", 8),
      rect(50, 30, 20, 50, "#c08a5b", 8),
      circle(104, -44, 6, C.ink),
      line(-90, -10, -130, -50, "#c08a5b", 14),
    ) +
    g(
      "translate(860 660)",
      ellipse(0, 0, 60, 40, C.grey),
      circle(50, -40, 34, C.grey),
      poly("30,-66 40,-92 54,-70", C.grey),
      poly("56,-70 72,-92 76,-62", C.grey),
      circle(58, -44, 5, C.ink),
    ) +
    person(1040, 720, { shirt: C.green, skin: 2, hair: 1, long: true, pose: "out" }),
  "litter-picking": () =>
    outdoors() +
    sun(150, 130) +
    tree(1020, 520, 0.9) +
    tree(860, 540, 0.6) +
    person(480, 720, { shirt: C.yellow, skin: 3, hair: 2, pose: "out" }) +
    line(556, 620, 650, 700, C.grey, 8) +
    g("translate(330 560)", pathD("M0 0 h100 l-10 130 h-80 Z", C.ink)) +
    [
      [700, 690, C.red],
      [760, 710, C.blue],
      [640, 740, C.white],
    ]
      .map(([x, y, c]) => rect(x, y, 30, 18, c, 4))
      .join(""),
  "language-buddy": () =>
    indoors("#f0f4ff") +
    table(360, 520, 480) +
    cup(440, 470) +
    cup(700, 470, C.orange) +
    g(
      "translate(210 140)",
      rect(0, 0, 280, 140, C.white, 30),
      poly("60,130 40,190 120,130", C.white),
      rect(40, 40, 200, 16, C.grey, 8),
      rect(40, 80, 140, 16, C.grey, 8),
    ) +
    g(
      "translate(720 120)",
      rect(0, 0, 280, 140, C.teal, 30),
      poly("200,130 240,190 160,130", C.teal),
      rect(40, 40, 200, 16, C.white, 8),
      rect(40, 80, 160, 16, C.white, 8),
    ) +
    person(280, 700, { shirt: C.red, skin: 1, hair: 0, long: true, sitting: true, pose: "out" }) +
    person(940, 700, { shirt: C.green, skin: 3, hair: 2, sitting: true, pose: "out" }),
  "homework-help": () =>
    indoors("#fff6e5") +
    rect(100, 120, 320, 200, "#2f4f4f", 10) +
    line(140, 180, 260, 180, C.white, 6) +
    line(140, 240, 360, 240, C.white, 6) +
    table(360, 520, 520) +
    book(460, 440, C.blue, 120, 80) +
    book(620, 450, C.yellow, 100, 70, -6) +
    g("translate(760 470) rotate(-40)", rect(0, 0, 90, 12, C.orange, 4)) +
    person(330, 720, { child: true, shirt: C.pink, skin: 2, hair: 1, long: true, sitting: true, pose: "out" }) +
    person(960, 700, { shirt: C.blue, skin: 4, hair: 0, pose: "out" }),
  "grocery-help": () =>
    outdoors("#e6f0fa", "#c7c2b8") +
    rect(700, 200, 420, 400, C.wall, 8) +
    rect(700, 200, 420, 60, C.green) +
    rect(760, 320, 140, 120, C.sky, 6) +
    rect(960, 380, 100, 220, C.teal, 8) +
    g(
      "translate(380 560)",
      pathD("M0 0 h130 l-12 110 h-106 Z", C.orange),
      pathD("M30 0 q35 -50 70 0", "none", C.orange, 8),
      circle(30, -10, 20, C.red),
      rect(70, -40, 16, 44, C.green, 4),
    ) +
    person(260, 700, { shirt: C.purple, skin: 0, hair: 2, pose: "out" }) +
    person(580, 700, { shirt: C.yellow, skin: 4, hair: 3, long: true }),
  "volunteer-driver": () =>
    outdoors(C.sky, "#8fc98f") +
    sun(160, 120) +
    cloud(900, 140) +
    rect(0, 600, W, 120, "#6b6f76") +
    [0, 1, 2, 3, 4, 5].map((i) => rect(40 + i * 210, 655, 110, 12, C.white, 4)).join("") +
    g(
      "translate(420 480)",
      rect(0, 60, 420, 110, C.blue, 30),
      pathD("M70 60 l60 -80 h160 l60 80 Z", C.blue),
      rect(150, -6, 80, 56, C.sky, 6),
      rect(250, -6, 80, 56, C.sky, 6),
      circle(90, 170, 40, C.ink),
      circle(330, 170, 40, C.ink),
      circle(90, 170, 14, C.grey),
      circle(330, 170, 14, C.grey),
    ) +
    tree(1080, 560, 0.7),
  "event-help": () =>
    outdoors(C.skyWarm) +
    sun(1060, 120) +
    pathD("M0 120 Q300 220 600 120 T1200 120", "none", C.ink, 3) +
    [60, 160, 260, 360, 460, 560, 660, 760, 860, 960, 1060]
      .map((x, i) =>
        poly(
          `${x},${130 + Math.sin(i) * 20} ${x + 60},${130 + Math.sin(i) * 20} ${x + 30},${190 + Math.sin(i) * 20}`,
          [C.red, C.yellow, C.blue, C.green, C.pink][i % 5],
        ),
      )
      .join("") +
    g(
      "translate(500 300)",
      poly("0,140 200,0 400,140", C.red),
      rect(20, 140, 360, 200, C.white),
      rect(160, 200, 80, 140, C.red, 4),
    ) +
    [
      [160, 320, C.pink],
      [230, 280, C.yellow],
      [1000, 330, C.blue],
    ]
      .map(([x, y, c]) => ellipse(x, y, 36, 44, c) + line(x, y + 44, x, y + 180, C.ink, 2))
      .join("") +
    person(300, 720, { shirt: C.teal, skin: 1, hair: 1, pose: "wave" }) +
    person(1000, 720, { shirt: C.orange, skin: 3, hair: 2 }),
  crafts: () =>
    indoors("#fbeff5") +
    g(
      "translate(640 160)",
      rect(0, 0, 320, 260, C.white, 6, `stroke="${C.wood}" stroke-width="14"`),
      circle(100, 110, 50, C.yellow),
      pathD("M20 240 l90 -90 l70 60 l60 -40 l60 70 Z", C.green),
    ) +
    line(680, 420, 640, 600, C.wood, 12) +
    line(920, 420, 960, 600, C.wood, 12) +
    g(
      "translate(280 470)",
      ellipse(0, 0, 110, 70, "#e9d3b0"),
      circle(-50, -20, 16, C.red),
      circle(0, -34, 16, C.blue),
      circle(50, -18, 16, C.yellow),
      circle(40, 24, 16, C.green),
    ) +
    person(480, 720, { shirt: C.pink, skin: 2, hair: 0, long: true, pose: "up" }),
  walking: () =>
    outdoors(C.sky, "#8cc98a") +
    sun(1040, 120) +
    cloud(200, 120) +
    pathD("M500 800 Q600 600 760 560 T1100 520 L1160 540 Q900 600 820 640 T700 800 Z", "#e8d7b5") +
    tree(200, 540, 0.9) +
    tree(1080, 480, 0.6, "#5bb06d") +
    person(560, 720, { shirt: C.red, skin: 4, hair: 3, long: true }) +
    line(620, 640, 640, 720, C.brown, 8) +
    person(720, 710, { shirt: C.blue, skin: 2, hair: 2, pose: "out" }),
  "odd-jobs": () =>
    indoors("#dfe9f3") +
    rect(600, 0, 600, 600, "#f7d9a8") +
    g(
      "translate(330 180)",
      line(0, 0, -60, 420, C.grey, 14),
      line(110, 0, 170, 420, C.grey, 14),
      ...[60, 140, 220, 300, 380].map((y) => line((-60 * y) / 420, y, 110 + (60 * y) / 420, y, C.grey, 10)),
    ) +
    person(760, 700, { shirt: C.white, pants: C.blue, skin: 1, hair: 2, pose: "up" }) +
    g("translate(830 420) rotate(10)", rect(0, 0, 30, 90, C.grey, 6), rect(-30, -40, 90, 44, C.orange, 10)) +
    rect(980, 540, 90, 60, C.orange, 8),
  "community-coffee": () =>
    indoors("#f2ebe1") +
    windowFrame(120, 100) +
    windowFrame(880, 100) +
    table(340, 500, 520, C.wood) +
    cup(400, 450) +
    cup(520, 450, C.teal) +
    cup(640, 450, C.orange) +
    g("translate(740 410)", rect(0, 0, 70, 90, C.grey, 10), rect(70, 20, 20, 14, C.grey, 4)) +
    person(220, 700, { shirt: C.green, skin: 0, hair: 1, long: true, pose: "out" }) +
    person(990, 700, { shirt: C.red, skin: 3, hair: 3, sitting: true, pose: "out" }),
  swimming: () =>
    rect(0, 0, W, H, "#e6f4fb") +
    rect(0, 360, W, 440, C.water) +
    [0, 1, 2, 3]
      .map((i) =>
        pathD(`M0 ${420 + i * 90} q75 -24 150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0`, "none", "#ffffff", 6),
      )
      .join("") +
    [300, 600, 900].map((x) => line(x, 360, x, 800, C.yellow, 6)).join("") +
    g("translate(450 440)", circle(0, 0, 40, C.red, `stroke="${C.white}" stroke-width="18"`)) +
    g("translate(460 470)", circle(0, -40, 30, SKIN[2])) +
    person(860, 360, { shirt: C.orange, skin: 1, hair: 0, pose: "wave" }),
  library: () =>
    indoors("#f5efe4") +
    [0, 1]
      .map((s) =>
        g(
          `translate(${100 + s * 620} 90)`,
          rect(0, 0, 380, 500, C.wood, 8),
          ...[0, 1, 2, 3].map(
            (r) =>
              rect(16, 20 + r * 120, 348, 100, "#8a5a3b") +
              [0, 1, 2, 3, 4, 5, 6]
                .map((b) =>
                  rect(
                    26 + b * 48,
                    34 + r * 120 + (b % 3) * 6,
                    38,
                    86 - (b % 3) * 6,
                    [C.red, C.blue, C.yellow, C.green, C.purple, C.orange, C.teal][(b + r + s) % 7],
                    4,
                  ),
                )
                .join(""),
          ),
        ),
      )
      .join("") +
    person(600, 720, { shirt: C.teal, skin: 2, hair: 1, long: true, pose: "out" }) +
    book(640, 540, C.red, 70, 90, 10),
  harvest: () =>
    outdoors(C.skyWarm, "#93c47d") +
    sun(1050, 120) +
    [0, 1, 2]
      .map(
        (r) =>
          rect(80, 560 + r * 70, 620, 40, C.soil, 16) +
          [0, 1, 2, 3, 4, 5]
            .map((i) =>
              pathD(
                `M${120 + i * 100} ${560 + r * 70} l-14 -40 M${120 + i * 100} ${560 + r * 70} l14 -40 M${120 + i * 100} ${560 + r * 70} l0 -46`,
                "none",
                C.green,
                8,
              ),
            )
            .join(""),
      )
      .join("") +
    g(
      "translate(820 600)",
      pathD("M0 0 h180 l-20 100 h-140 Z", C.wood),
      ...[0, 1, 2].map((i) => poly(`${30 + i * 50},0 ${60 + i * 50},0 ${45 + i * 50},70`, C.orange)),
      circle(50, -10, 22, C.red),
      circle(130, -14, 22, C.green),
      poly("70,-20 110,-20 90,-90", C.orange),
    ) +
    person(1000, 560, { shirt: C.purple, skin: 3, hair: 2, pose: "out", s: 0.9 }),
  beekeeping: () =>
    outdoors(C.sky, "#9bd08f") +
    sun(150, 120) +
    [160, 260, 360, 980, 1080].map((x, i) => flower(x, 600, [C.pink, C.yellow, C.purple, C.red, C.orange][i])).join("") +
    g(
      "translate(520 380)",
      rect(0, 0, 200, 60, C.yellow, 10),
      rect(-10, 60, 220, 60, "#f2b84b", 10),
      rect(0, 120, 200, 60, C.yellow, 10),
      rect(-20, -20, 240, 24, C.wood, 6),
      rect(80, 150, 40, 20, C.ink, 6),
      rect(20, 180, 20, 60, C.wood),
      rect(160, 180, 20, 60, C.wood),
    ) +
    [
      [420, 300],
      [800, 260],
      [880, 380],
      [360, 420],
    ]
      .map(([x, y]) =>
        g(
          `translate(${x} ${y})`,
          ellipse(0, 0, 22, 16, C.yellow),
          line(-8, -14, -8, 14, C.ink, 5),
          line(6, -14, 6, 14, C.ink, 5),
          ellipse(-4, -20, 12, 9, "#ffffff"),
          ellipse(8, -20, 12, 9, "#ffffff"),
        ),
      )
      .join(""),
  "first-aid": () =>
    outdoors(C.skyWarm) +
    sun(1050, 120) +
    g("translate(220 320)", poly("0,120 180,0 360,120", C.green), rect(20, 120, 320, 180, C.white)) +
    g(
      "translate(520 500)",
      rect(0, 0, 200, 140, C.green, 18),
      rect(70, -24, 60, 30, C.green, 8),
      rect(85, 30, 30, 80, C.white, 4),
      rect(60, 55, 80, 30, C.white, 4),
    ) +
    person(860, 720, { shirt: C.green, skin: 1, hair: 2, pose: "out" }) +
    person(1040, 720, { shirt: C.blue, skin: 3, hair: 1, long: true, sitting: true }),
  "listening-ear": () =>
    indoors("#eef0fb") +
    rect(140, 430, 360, 180, C.purple, 30) +
    person(320, 680, { shirt: C.yellow, skin: 4, hair: 3, long: true, sitting: true, pose: "up" }) +
    g("translate(384 420) rotate(20)", rect(0, 0, 30, 60, C.ink, 8)) +
    heart(720, 300, 2.4, C.pink) +
    heart(900, 220, 1.2, C.red) +
    pathD("M600 300 q40 -40 0 -80 M640 320 q70 -80 0 -160", "none", C.teal, 10) +
    person(1000, 700, { shirt: C.teal, skin: 2, hair: 0, sitting: true }),
  "board-games": () =>
    indoors("#f1ede4") +
    windowFrame(860, 90) +
    table(300, 520, 600, C.brown) +
    g(
      "translate(480 440) skewX(-20)",
      ...[0, 1, 2, 3, 4, 5, 6, 7].flatMap((r) =>
        [0, 1, 2, 3, 4, 5, 6, 7].map((c) => rect(c * 28, r * 10, 28, 10, (r + c) % 2 ? C.ink : C.white)),
      ),
    ) +
    g("translate(560 400)", rect(0, 0, 24, 40, C.white, 6), circle(12, -6, 12, C.white)) +
    g("translate(660 400)", rect(0, 0, 24, 40, C.ink, 6), circle(12, -6, 12, C.ink)) +
    person(220, 700, { shirt: C.red, skin: 4, hair: 3, sitting: true, pose: "out" }) +
    person(980, 700, { shirt: C.blue, skin: 1, hair: 0, sitting: true, pose: "out" }),
  "clothing-bank": () =>
    indoors("#eef6f1") +
    line(120, 200, 760, 200, C.grey, 12) +
    line(140, 200, 140, 600, C.grey, 10) +
    line(740, 200, 740, 600, C.grey, 10) +
    [0, 1, 2, 3, 4]
      .map((i) =>
        g(
          `translate(${200 + i * 110} 210)`,
          pathD(
            "M0 0 l-40 30 l16 24 l14 -8 v120 h100 v-120 l14 8 l16 -24 l-40 -30 q-30 20 -60 0 Z",
            [C.red, C.blue, C.yellow, C.teal, C.pink][i],
          ),
        ),
      )
      .join("") +
    rect(820, 480, 200, 120, "#c9a66b", 8) +
    person(960, 700, { shirt: C.purple, skin: 2, hair: 1, long: true, pose: "out" }),
  "bird-count": () =>
    outdoors(C.sky, "#8cc98a") +
    cloud(160, 140) +
    tree(1000, 520, 1.1) +
    [
      [360, 220],
      [470, 160],
      [560, 250],
      [1010, 330],
    ]
      .map(([x, y]) => pathD(`M${x - 40} ${y} q20 -24 40 0 q20 -24 40 0`, "none", C.ink, 7))
      .join("") +
    g("translate(960 420)", ellipse(0, 0, 34, 24, C.red), circle(26, -14, 16, C.red), poly("40,-16 58,-10 40,-6", C.orange)) +
    person(380, 720, { shirt: C.green, skin: 0, hair: 2, pose: "up" }) +
    g("translate(416 470)", rect(0, 0, 28, 40, C.ink, 8), rect(32, 0, 28, 40, C.ink, 8)),
  "cycling-buddy": () =>
    outdoors(C.skyWarm, "#93c47d") +
    sun(1060, 120) +
    cloud(180, 150) +
    rect(0, 660, W, 60, "#c9c1b0") +
    g(
      "translate(360 560)",
      circle(0, 80, 70, "none", `stroke="${C.ink}" stroke-width="12"`),
      circle(420, 80, 70, "none", `stroke="${C.ink}" stroke-width="12"`),
      line(0, 80, 140, 0, C.red, 14),
      line(140, 0, 330, 0, C.red, 14),
      line(330, 0, 420, 80, C.red, 14),
      line(140, 0, 200, 80, C.red, 14),
      line(330, 0, 270, 80, C.red, 14),
      line(200, 80, 270, 80, C.red, 14),
      line(400, -20, 420, 80, C.ink, 10),
    ) +
    person(560, 600, { shirt: C.blue, skin: 3, hair: 3, sitting: true, s: 0.9 }) +
    person(740, 600, { shirt: C.yellow, skin: 1, hair: 0, long: true, sitting: true, s: 0.9 }),
};

const wanted = process.argv.slice(2);
for (const { slug } of catalogue) {
  if (wanted.length > 0 && !wanted.includes(slug)) continue;
  const scene = SCENES[slug];
  if (!scene) throw new Error(`no scene for ${slug}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scene()}</svg>`;
  const large = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  const small = await sharp(Buffer.from(svg)).resize({ width: 480 }).webp({ quality: 78 }).toBuffer();
  writeFileSync(path.join(root, "images", `${slug}.webp`), large);
  writeFileSync(path.join(root, "images", `${slug}-480.webp`), small);
  console.log(`${slug}: ${Math.round(large.byteLength / 1024)} KB, ${Math.round(small.byteLength / 1024)} KB`);
}
