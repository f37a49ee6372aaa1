import { formatMoney } from '@app/domain';
import { SimpleGrid } from '@mantine/core';
import { IconCircleCheck, IconCurrencyDollar, IconDownload, IconPackage } from '@tabler/icons-react';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { trpc } from '../../lib/trpc.ts';

/** Total Products, Active Products, Total Sales (sum of prices) and Downloads, from the server. */
export function ProductSummaryCards() {
  const summary = trpc.digitalProducts.summary.useQuery();
  const s = summary.data;
  const cards = [
    { label: 'Total Products', value: s?.totalProducts, icon: <IconPackage size={20} />, color: 'blue' },
    {
      label: 'Active Products',
      value: s?.activeProducts,
      icon: <IconCircleCheck size={20} />,
      color: 'green',
    },
    {
      label: 'Total Sales',
      value: s ? formatMoney(s.totalSales) : undefined,
      icon: <IconCurrencyDollar size={20} />,
      color: 'teal',
    },
    {
      label: 'Downloads',
      value: s ? s.downloads.toLocaleString('en-US') : undefined,
      icon: <IconDownload size={20} />,
      color: 'violet',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {cards.map((card) => (
        <SummaryCard
          key={card.label}
          title={card.label}
          value={card.value}
          icon={card.icon}
          color={card.color}
        />
      ))}
    </SimpleGrid>
  );
}
