import { formatWholeDollars } from '@app/domain';
import { BarChart } from '@mantine/charts';

/** One month of GET /dashboard/revenue: totals as decimal strings. */
type RevenueMonth = { month: string; income: string; expenses: string };

/** The dashboard's income and expenses per month (recharts, in the dashboard's chunk). */
export function RevenueChart({ months }: { months: RevenueMonth[] }) {
  return (
    <BarChart
      h={260}
      data={months.map((m) => ({
        month: m.month,
        Income: Number(m.income),
        Expenses: Number(m.expenses),
      }))}
      dataKey="month"
      valueFormatter={(v) => formatWholeDollars(v)}
      series={[
        { name: 'Income', color: 'teal.6' },
        { name: 'Expenses', color: 'red.5' },
      ]}
      withLegend
    />
  );
}
