import { ActionIcon } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { looks } from '../test/looks.ts';
import { render } from '../test/render.tsx';
import { IconButton, RowActions } from './RowActions.tsx';

describe('IconButton', () => {
  it.each([undefined, 'red', 'gray'])(
    "looks exactly like Mantine's subtle ActionIcon (color %s)",
    (color) => {
      render(
        <>
          <ActionIcon variant="subtle" color={color} aria-label="Mantine">
            <IconEdit size={16} />
          </ActionIcon>
          <IconButton label="Light" color={color} onClick={() => {}}>
            <IconEdit size={16} />
          </IconButton>
        </>,
      );
      const light = screen.getByRole('button', { name: 'Light' });
      const mantine = screen.getByRole('button', { name: 'Mantine' });
      expect(looks(light, ['data-variant', 'type'])).toEqual(looks(mantine, ['data-variant', 'type']));
    },
  );

  it("carries ActionIcon's static class names", () => {
    render(
      <>
        <ActionIcon variant="subtle" aria-label="Mantine">
          <IconEdit size={16} />
        </ActionIcon>
        <IconButton label="Light">
          <IconEdit size={16} />
        </IconButton>
      </>,
    );
    const staticNames = (root: Element) =>
      [root, ...root.querySelectorAll('*')].flatMap((el) =>
        [...el.classList].filter((name) => /^mantine-[A-Z]/.test(name)),
      );
    const light = screen.getByRole('button', { name: 'Light' });
    const mantine = screen.getByRole('button', { name: 'Mantine' });
    expect(staticNames(light)).toContain('mantine-ActionIcon-root');
    // ActionIcon's root is also an UnstyledButton; the stand-in is the same plain button underneath.
    expect(staticNames(light).filter((name) => name.startsWith('mantine-ActionIcon'))).toEqual(
      staticNames(mantine).filter((name) => name.startsWith('mantine-ActionIcon')),
    );
  });

  it("as a link, looks exactly like Mantine's ActionIcon rendered as a link", () => {
    render(
      <>
        <ActionIcon component="a" href="/files/a.pdf" download="a.pdf" variant="subtle" aria-label="Mantine">
          <IconEdit size={16} />
        </ActionIcon>
        <IconButton label="Light" link={{ href: '/files/a.pdf', download: 'a.pdf' }}>
          <IconEdit size={16} />
        </IconButton>
      </>,
    );
    const light = screen.getByRole('link', { name: 'Light' });
    const mantine = screen.getByRole('link', { name: 'Mantine' });
    const attributes = ['data-variant', 'type', 'href', 'download'];
    expect(looks(light, attributes)).toEqual(looks(mantine, attributes));
  });
});

describe('RowActions', () => {
  it('names its buttons after the record and calls back on click', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<RowActions name="Acme" onEdit={onEdit} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Acme' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
