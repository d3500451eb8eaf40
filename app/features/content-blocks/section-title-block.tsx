export function SectionTitleBlock({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-2 text-center sm:px-6">
      <h2 className="text-3xl font-bold tracking-tight">{title}</h2>
      {subtitle && <p className="mx-auto mt-2 max-w-2xl text-lg text-fg-muted">{subtitle}</p>}
    </div>
  );
}
