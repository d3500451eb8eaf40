import type { Workshop } from "../../../contract/workshops";
import { useAuthoredText } from "../../lib/content-language";
import { OnlyInDutch } from "../../lib/only-in-dutch";

/** A workshop's description as visitors read it: English on /en where it has one, else the Dutch with the note. */
export function WorkshopDescription({ workshop }: { workshop: Pick<Workshop, "description" | "descriptionEn"> }) {
  const description = useAuthoredText()(workshop.description, workshop.descriptionEn);
  return (
    <>
      <OnlyInDutch lang={description.lang} />
      <div className="text-lg leading-relaxed whitespace-pre-line break-words" lang={description.lang}>
        {description.text}
      </div>
    </>
  );
}
