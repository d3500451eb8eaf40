/** A signpost pointing nowhere; drawn in the centre's colours. */
export function NotFoundIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 160" className={className} aria-hidden focusable="false">
      <ellipse cx="120" cy="146" rx="90" ry="8" className="fill-muted-200 dark:fill-muted-800" />
      <rect x="114" y="40" width="12" height="106" rx="3" className="fill-muted-400 dark:fill-muted-600" />
      <path d="M60 34h86l18 16-18 16H60z" className="fill-primary-600 dark:fill-primary-400" />
      <path d="M180 74H94L76 90l18 16h86z" className="fill-secondary-500 dark:fill-secondary-400" />
      <text x="104" y="56" textAnchor="middle" fontSize="20" fontWeight="700" className="fill-white dark:fill-primary-950">
        ?
      </text>
      <text x="136" y="96" textAnchor="middle" fontSize="20" fontWeight="700" className="fill-white dark:fill-secondary-950">
        ?
      </text>
      <circle cx="196" cy="30" r="6" className="fill-secondary-300" />
      <circle cx="40" cy="112" r="4" className="fill-primary-300" />
    </svg>
  );
}
