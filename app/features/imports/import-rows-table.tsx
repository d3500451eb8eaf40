import type { ImportRowReport } from "../../../contract/imports";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/imports";

const CELL = "border-b border-border px-3 py-2 text-start align-top";

/** The file's rows as the check saw them: invalid ones first, each with what was wrong, in the file's terms. */
export function ImportRowsTable({ rows }: { rows: ImportRowReport[] }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`imports:detail.${key}`);
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface-raised">
      <table className="w-full border-collapse text-sm" data-testid="import-rows">
        <thead>
          <tr>
            <th scope="col" className={CELL}>
              {label("row")}
            </th>
            <th scope="col" className={CELL}>
              {label("key")}
            </th>
            <th scope="col" className={CELL}>
              {label("outcome")}
            </th>
            <th scope="col" className={CELL}>
              {label("errors")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} data-outcome={row.outcome}>
              <th scope="row" className={`${CELL} font-normal`}>
                {row.row}
              </th>
              <td className={`${CELL} break-all`}>
                <RowName row={row} />
              </td>
              <td className={CELL}>{t(`imports:outcomes.${row.outcome}`)}</td>
              <td className={CELL}>
                {row.errors.length > 0 && (
                  <ul>
                    {row.errors.map((error) => (
                      <li key={`${error.column}:${error.message}`}>
                        {error.column && <strong>{error.column}: </strong>}
                        {error.message}
                      </li>
                    ))}
                  </ul>
                )}
                {row.images.length > 0 && (
                  <ul className="text-fg-muted" data-testid="import-row-images">
                    {row.images.map((note) => (
                      <li key={note}>
                        <strong>{label("images")}: </strong>
                        {note}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The row's title or name as the file has it, and the key it is matched by where that is something else (an id, an e-mail). */
function RowName({ row }: { row: ImportRowReport }) {
  // The key without the field it was read from ("name:", "key:").
  const key = row.key?.replace(/^[a-z_]+:/, "") ?? null;
  if (!row.label) return key;
  const same = key === null || key.toLowerCase() === row.label.toLowerCase();
  return (
    <>
      {row.label}
      {!same && <span className="block text-fg-muted">{key}</span>}
    </>
  );
}
