import { Sparkline } from '@mantine/charts';

/**
 * A small line of one figure across a campaign's metrics updates, oldest first. A chunk of its own with
 * the charting library (recharts), loaded only once a card has a trend to draw (see TrackingCard).
 */
export function CampaignTrendChart({ values, color }: { values: number[]; color: string }) {
  return (
    <Sparkline
      h={36}
      w="100%"
      data={values}
      color={color}
      fillOpacity={0.25}
      strokeWidth={1.5}
      curveType="monotone"
    />
  );
}
