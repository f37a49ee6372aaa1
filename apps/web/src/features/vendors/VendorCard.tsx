import { formatMoney, type Vendor } from '@app/domain';
import { Card } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { RowActions } from '../../components/RowActions.tsx';
import { Tag } from '../../components/Tag.tsx';
import classes from './VendorCard.module.css';

const STATUS_COLORS = { active: 'green', inactive: 'gray', preferred: 'violet' } as const;

/**
 * A read-only rating as five stars. Mantine's Rating, read-only, still renders five radio inputs with
 * their labels per card: on a page of vendor cards that was most of the render.
 */
function Stars({ rating }: { rating: number }) {
  return (
    <span className={classes.stars} role="img" aria-label={`Rated ${rating} of 5`}>
      {[1, 2, 3, 4, 5].map((star) =>
        star <= Math.round(rating) ? (
          <IconStarFilled key={star} size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar key={star} size={16} color="var(--mantine-color-gray-4)" aria-hidden />
        ),
      )}
    </span>
  );
}

export function VendorCard({
  vendor: v,
  onEdit,
  onDelete,
}: {
  vendor: Vendor;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card withBorder padding="lg" role="article" aria-label={v.name}>
      <div className={classes.body}>
        <div className={classes.header}>
          <div>
            <div className={classes.line}>
              <p className={classes.name}>{v.name}</p>
              {v.isPreferred && (
                <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-label="Preferred" />
              )}
            </div>
            <div className={classes.tags}>
              <Tag variant="light">{v.category}</Tag>
              <Tag variant="light" color={STATUS_COLORS[v.status]}>
                {v.status}
              </Tag>
              <Tag variant="outline" color="gray">
                {v.priceRange}
              </Tag>
            </div>
          </div>
          <RowActions name={v.name} onEdit={onEdit} onDelete={onDelete} />
        </div>
        <div className={classes.line}>
          <Stars rating={v.rating} />
          <p className={classes.note}>{v.rating > 0 ? `${v.rating}/5` : 'Not rated'}</p>
        </div>
        <p className={classes.text}>
          {v.contactName} · {v.contactEmail}
        </p>
        {v.contactPhone && <p className={classes.text}>{v.contactPhone}</p>}
        {v.website && (
          <a className={classes.link} href={v.website} target="_blank" rel="noopener noreferrer">
            {v.website}
          </a>
        )}
        {v.specialties.length > 0 && (
          <div className={classes.specialties}>
            {v.specialties.map((s) => (
              <Tag key={s} size="sm" variant="dot">
                {s}
              </Tag>
            ))}
          </div>
        )}
        <p className={classes.note}>
          {v.totalContracts} contracts · {formatMoney(v.totalSpent)} spent
        </p>
      </div>
    </Card>
  );
}
