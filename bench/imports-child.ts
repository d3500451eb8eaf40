// The imports scenario's own process (bench/imports.ts runs it with a server's V8 flags): its figures on the last line.
import { measureImports, RESULT } from "./imports";

const rows = Number(process.argv[2]);
const run = await measureImports(rows, (line) => console.log(line));
console.log(`${RESULT}${JSON.stringify(run)}`);
process.exit(0);
