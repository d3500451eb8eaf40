import { redirect } from "react-router";
import type { ApiClient } from "../../contract/api-client";

/**
 * What a list editor's form posts about one item of `type` (its API collection), done and ended at the list with its
 * flash: `delete`, `move` to `position`, or save (a change with an id, else an addition with `created` added).
 */
export async function listItemIntent(
  api: ApiClient,
  type: string,
  values: Record<string, string | undefined>,
  back: (flash: string) => string,
  attributes: () => Record<string, unknown>,
  created: Record<string, unknown> = {},
) {
  const intent = values.intent ?? "save";
  const id = encodeURIComponent(values.id ?? "");
  if (intent === "delete") {
    await api.delete(`/api/v1/${type}/${id}`);
    return redirect(back("deleted"));
  }
  if (intent === "move") {
    const position = Math.max(0, Number(values.position) || 0);
    await api.patch(`/api/v1/${type}/${id}`, { data: { type, attributes: { position } } });
    return redirect(back("moved"));
  }
  if (id) await api.patch(`/api/v1/${type}/${id}`, { data: { type, attributes: attributes() } });
  else await api.post(`/api/v1/${type}`, { data: { type, attributes: { ...attributes(), ...created } } });
  return redirect(back(id ? "saved" : "added"));
}
