// The recharts charts of the dashboard, in a chunk of their own loaded only by the dashboard.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { type ActivityPoint, CHART_COLORS, seriesWithData, type Slice } from './chart-data';
import { formatPercent, percentOf } from './dashboard-format';

const SERIES = [
  { key: 'resumes', name: 'Resumes', color: CHART_COLORS.info },
  { key: 'outreach', name: 'Outreach', color: CHART_COLORS.success },
  { key: 'documents', name: 'Documents', color: CHART_COLORS.purple },
] as const;

/**
 * The spec's area chart, stacked and drawn in steps: daily counts are small (0 to a few), and
 * whole-number bands a day tall show each exactly, where smoothed overlapping areas drew curves
 * between them and hid a series under another with the same count.
 */
export function ActivityChart({ points }: { points: ActivityPoint[] }) {
  const keys = seriesWithData(points);
  const shown = SERIES.filter((series) => keys.includes(series.key));
  return (
    <AreaChart responsive data={points} style={{ width: '100%', height: 280 }} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
      <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
      <Tooltip />
      {/* In the series' own order (Resumes, Outreach, Documents), not sorted by name. */}
      <Legend itemSorter={null} />
      {shown.map((series) => (
        <Area
          key={series.key}
          type="step"
          stackId="day"
          dataKey={series.key}
          name={series.name}
          stroke={series.color}
          fill={series.color}
          fillOpacity={0.55}
          strokeWidth={1.5}
          isAnimationActive={false}
        />
      ))}
    </AreaChart>
  );
}

export function OutreachPie({ slices }: { slices: Slice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const share = (value: number) => formatPercent(percentOf(value, total));
  return (
    <PieChart responsive style={{ width: '100%', height: 220 }}>
      <Pie
        data={slices}
        dataKey="value"
        nameKey="name"
        innerRadius="40%"
        outerRadius="62%"
        label={({ value }) => share(Number(value))}
        isAnimationActive={false}
      >
        {slices.map((slice) => (
          <Cell key={slice.name} fill={slice.color} />
        ))}
      </Pie>
      <Tooltip formatter={(value) => [`${value} (${share(Number(value))})`]} />
    </PieChart>
  );
}

export function StatusBars({ bars }: { bars: Slice[] }) {
  return (
    <BarChart responsive data={bars} style={{ width: '100%', height: 220 }} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" tick={{ fontSize: 12 }} />
      <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
      <Tooltip cursor={{ fill: 'rgb(148 163 184 / 0.15)' }} />
      <Bar dataKey="value" name="Count" radius={[4, 4, 0, 0]}>
        {bars.map((bar) => (
          <Cell key={bar.name} fill={bar.color} />
        ))}
      </Bar>
    </BarChart>
  );
}
