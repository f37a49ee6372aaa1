import { NavLink } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { looks } from '../../test/looks.ts';
import { render } from '../../test/render.tsx';
import { NavItemLink } from './NavItemLink.tsx';

const ATTRIBUTES = ['href', 'data-active'];

/** Inline styles too: `pl="xl"` is one. */
const withStyle = (element: HTMLElement) => ({
  ...looks(element, ATTRIBUTES),
  style: element.getAttribute('style'),
});

describe('NavItemLink', () => {
  it.each([
    { active: true, nested: false, icon: true },
    { active: false, nested: true, icon: false },
  ])("looks exactly like Mantine's NavLink as a router link (%o)", ({ active, nested, icon }) => {
    render(
      <>
        <NavLink
          component={Link}
          to="/clients"
          label="Mantine"
          leftSection={icon ? <IconLayoutDashboard size={18} /> : undefined}
          pl={nested ? 'xl' : undefined}
          active={active}
        />
        <NavItemLink
          to="/clients"
          label="Light"
          icon={icon ? IconLayoutDashboard : undefined}
          nested={nested}
          active={active}
        />
      </>,
    );
    const mantine = screen.getByRole('link', { name: 'Mantine' });
    const light = screen.getByRole('link', { name: 'Light' });
    const normalise = (figure: ReturnType<typeof withStyle>) => ({
      ...figure,
      inner: figure.inner.replace(/Mantine|Light/, 'label'),
    });
    expect(normalise(withStyle(light))).toEqual(normalise(withStyle(mantine)));
  });
});
