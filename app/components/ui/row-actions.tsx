import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { DeleteForm } from "./delete-form";
import { MoveButtons, ROW_BUTTON } from "./move-buttons";

/** The texts of one row's actions, each already naming the row ("Partner X bewerken"). */
export interface RowActionTexts {
  up: string;
  down: string;
  edit: string;
  editNamed: string;
  delete: string;
  deleteNamed: string;
  confirmDelete: string;
}

/** A sortable row's own buttons: up and down (without JavaScript too), edit, and delete after confirming. */
export function RowActions({
  id,
  index,
  count,
  editHref,
  texts,
}: {
  id: string;
  index: number;
  count: number;
  editHref: string;
  texts: RowActionTexts;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <MoveButtons id={id} index={index} count={count} upLabel={texts.up} downLabel={texts.down} />
      <Link to={editHref} aria-label={texts.editNamed} title={texts.edit} className={ROW_BUTTON}>
        <Pencil className="size-5" aria-hidden />
      </Link>
      <DeleteForm
        compact
        label={texts.delete}
        accessibleLabel={texts.deleteNamed}
        confirm={texts.confirmDelete}
        hidden={{ id }}
      />
    </div>
  );
}
