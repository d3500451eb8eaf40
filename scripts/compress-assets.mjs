// Brotli (quality 11) and gzip (level 9) copies of every compressible built asset, once at build time: the server
// sends the .br or .gz file beside the original (serveStatic's precompressed option) instead of compressing each time.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(process.argv[2] ?? "build/client");
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
const MIN_BYTES = 1024;
let files = 0;
let before = 0;
let afterBr = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(name) && statSync(full).size >= MIN_BYTES) compress(full);
  }
};
const compress = (file) => {
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  files++;
  before += data.length;
  afterBr += br.length;
};
walk(root);
console.log(`compressed ${files} assets: ${Math.round(before / 1024)} KB, ${Math.round(afterBr / 1024)} KB as Brotli`);
