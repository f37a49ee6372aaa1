import { Badge, type BadgeVariant, type MantineColor, type MantineSize } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { looks } from '../test/looks.ts';
import { render } from '../test/render.tsx';
import { Tag } from './Tag.tsx';

const CASES: { color?: MantineColor; variant?: BadgeVariant; size?: MantineSize }[] = [
  {},
  { color: 'green', variant: 'light' },
  { color: 'gray', variant: 'outline' },
  { variant: 'default', size: 'sm' },
  { variant: 'dot', size: 'sm' },
  { color: 'red', size: 'xs' },
];

describe('Tag', () => {
  it.each(CASES)("looks exactly like Mantine's Badge with %o", (props) => {
    render(
      <>
        <Badge data-testid="badge" {...props}>
          Paid
        </Badge>
        <Tag {...props}>Paid</Tag>
      </>,
    );
    const badge = screen.getByTestId('badge');
    const tag = screen
      .getAllByText('Paid')
      .map((label) => label.parentElement!)
      .find((root) => root !== badge)!;
    expect(looks(tag)).toEqual(looks(badge));
    expect(looks(tag).classes.length).toBeGreaterThan(0);
  });

  it("carries Badge's static class names, so whatever finds a Badge (the layout check, a stylesheet) finds a Tag", () => {
    render(
      <>
        <Badge data-testid="badge" leftSection={<IconCheck size={12} />}>
          Paid
        </Badge>
        <Tag leftSection={<IconCheck size={12} />} aria-label="tag">
          Paid
        </Tag>
      </>,
    );
    const staticNames = (root: Element) =>
      [root, ...root.querySelectorAll('*')].flatMap((el) =>
        [...el.classList].filter((name) => /^mantine-[A-Z]/.test(name)),
      );
    expect(staticNames(screen.getByLabelText('tag'))).toEqual(staticNames(screen.getByTestId('badge')));
    expect(staticNames(screen.getByLabelText('tag'))).toContain('mantine-Badge-root');
  });

  it('shows its left section before the label, and keeps its accessible name', () => {
    render(
      <>
        <Badge data-testid="badge" color="green" variant="light" leftSection={<IconCheck size={12} />}>
          In Stock
        </Badge>
        <Tag color="green" variant="light" leftSection={<IconCheck size={12} />} aria-label="Stock status">
          In Stock
        </Tag>
      </>,
    );
    const tag = screen.getByLabelText('Stock status');
    const badge = screen.getByTestId('badge');
    expect(looks(tag)).toEqual(looks(badge));
    expect(tag.firstElementChild?.getAttribute('data-position')).toBe('left');
  });
});
