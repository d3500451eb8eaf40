import type { TFunction } from "../../../locales/translate";
import type { RowActionTexts } from "../../components/ui/row-actions";

/** A content list's row texts from its section's keys (content:menus, content:partners), each naming the row. */
export const rowTexts = (t: TFunction, section: string, name: string, confirmDelete: string): RowActionTexts => ({
  up: t(`${section}.up`, { name }),
  down: t(`${section}.down`, { name }),
  edit: t(`${section}.edit`),
  editNamed: t(`${section}.editNamed`, { name }),
  delete: t(`${section}.delete`),
  deleteNamed: t(`${section}.deleteNamed`, { name }),
  confirmDelete,
});
