import { request } from "node:http";

/** The public page of the newest published vacancy of the host's tenant, found as a visitor would: through the bank. */
export async function findPublishedVacancyPath(port: number, host: string, locale = "nl"): Promise<string> {
  const body = await getJson(port, host, "/api/v1/vacancies/search?page[size]=1&sort=newest");
  const id = (body as { data?: { id?: string }[] }).data?.[0]?.id;
  if (!id) throw new Error(`no published vacancy on ${host}: the vacancy page cannot be measured`);
  return `/${locale}/vacancies/${id}`;
}

/**
 * The pages of up to `count` newest published vacancies of the host's tenant, through the bank's API 100 at a time: a
 * crawler's walk, each page once, that a page cache cannot serve.
 */
export async function publishedVacancyPaths(port: number, host: string, count: number, locale = "nl"): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; paths.length < count; page++) {
    const body = await getJson(port, host, `/api/v1/vacancies/search?page[size]=100&page[number]=${page}&sort=newest`);
    const ids = ((body as { data?: { id: string }[] }).data ?? []).map((row) => row.id);
    paths.push(...ids.slice(0, count - paths.length).map((id) => `/${locale}/vacancies/${id}`));
    if (ids.length < 100) break;
  }
  return paths;
}

function getJson(port: number, host: string, urlPath: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: urlPath, headers: { host, accept: "application/vnd.api+json" } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => {
          if (res.statusCode !== 200) return reject(new Error(`GET ${urlPath} answered ${res.statusCode}`));
          try {
            resolve(JSON.parse(text));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}
