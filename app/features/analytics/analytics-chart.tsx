import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface ChartSeries {
  key: string;
  label: string;
  /** Dashed: the year before, beside this year. */
  dashed?: boolean;
}

export interface AnalyticsChartProps {
  kind: "bar" | "line";
  rows: Record<string, string | number | null>[];
  xKey: string;
  series: ChartSeries[];
}

// Theme colours, so the chart follows the centre's theme and dark mode.
const COLORS = ["var(--accent)", "var(--fg-muted)", "#d97706", "#059669", "#7c3aed"];

/** One chart of the analytics screens (recharts, loaded only there); the table beside it holds the same figures. */
export default function AnalyticsChart({ kind, rows, xKey, series }: AnalyticsChartProps) {
  const common = {
    data: rows,
    margin: { top: 8, right: 8, bottom: 8, left: 0 },
    // The table is the accessible form of these figures: the chart takes no focus.
    accessibilityLayer: false,
  };
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis dataKey={xKey} tick={{ fill: "var(--fg-muted)", fontSize: 12 }} />
      <YAxis allowDecimals={false} tick={{ fill: "var(--fg-muted)", fontSize: 12 }} width={40} />
      <Tooltip />
      <Legend />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={260}>
      {kind === "bar" ? (
        <BarChart {...common}>
          {axes}
          {series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={COLORS[i % COLORS.length]} isAnimationActive={false} />
          ))}
        </BarChart>
      ) : (
        <LineChart {...common}>
          {axes}
          {series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stroke={COLORS[Math.floor(i / 2) % COLORS.length]}
              strokeDasharray={s.dashed ? "5 4" : undefined}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
