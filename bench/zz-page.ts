import { runLoad } from "./load";
import { apiPath, pagePath, searchMix } from "./search-queries";

const mix = searchMix();
const which = process.argv[2] === "api" ? apiPath : pagePath;
const r = await runLoad({
  port: Number(process.argv[3] ?? 3999),
  host: `localhost:${process.argv[3] ?? 3999}`,
  path: which(mix[0]),
  paths: mix.map(which),
  connections: 10,
  seconds: 10,
});
console.log(r.requestsPerSecond, r.p50Ms, r.p95Ms, r.non2xx);
