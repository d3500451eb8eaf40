import { useId } from "react";

/**
 * A job's progress (a large file's check or run): what it has done, and a bar of its percent that reads as a
 * progressbar with its value (the <progress> element's own role). The page refreshes itself meanwhile.
 */
export function ImportProgress({ text, bar, percent }: { text: string; bar: string; percent: number }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2" role="status">
      {/* Reloads until the job is done, with or without JavaScript. */}
      <meta httpEquiv="refresh" content="5" />
      <p id={id}>{text}</p>
      <div className="flex items-center gap-3">
        <progress
          className="h-3 w-full accent-[var(--accent)]"
          max={100}
          value={percent}
          aria-label={bar}
          aria-describedby={id}
        />
        <span className="shrink-0 tabular-nums font-medium" aria-hidden>
          {percent}%
        </span>
      </div>
    </div>
  );
}
