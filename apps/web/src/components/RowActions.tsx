import { ActionIcon, type MantineColor, UnstyledButton, useMantineTheme } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import classes from './RowActions.module.css';
import { themeVars } from './theme-vars.ts';

/**
 * An icon button that looks and behaves exactly like Mantine's subtle ActionIcon (its classes, focus
 * ring and CSS variables, from ActionIcon's own resolver), as one plain button: every row of a list
 * has two or three of them, and ActionIcon's hooks were a good part of a page's render. See Tag for
 * the figure (components/row-parts.bench.tsx).
 */
export function IconButton({
  label,
  color,
  onClick,
  link,
  children,
}: {
  label: string;
  color?: MantineColor;
  onClick?: () => void;
  /** A link styled as the button (ActionIcon with component="a"): to view or download a file. */
  link?: Pick<ComponentPropsWithoutRef<'a'>, 'href' | 'target' | 'rel' | 'download'>;
  children: ReactNode;
}) {
  const theme = useMantineTheme();
  const props = {
    // With ActionIcon's static class names, so that whatever finds an ActionIcon finds this button.
    className: `mantine-focus-auto mantine-active ${UnstyledButton.classes.root} ${ActionIcon.classes.root} mantine-ActionIcon-root`,
    'data-variant': 'subtle',
    style: themeVars(
      theme,
      `ActionIcon|subtle|${color}`,
      () => ActionIcon.varsResolver(theme, { variant: 'subtle', color }, {}).root,
    ),
    'aria-label': label,
    onClick,
    children: <span className={`${ActionIcon.classes.icon} mantine-ActionIcon-icon`}>{children}</span>,
  };
  return link ? <a {...link} {...props} /> : <button type="button" {...props} />;
}

/**
 * The edit and delete icon buttons of one row or card, named after the record ('Edit Acme'). `children`
 * come first (a view button, say). `onDelete` asks for any confirmation itself.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={classes.actions}>
      {children}
      <IconButton label={`Edit ${name}`} onClick={onEdit}>
        <IconEdit size={16} />
      </IconButton>
      <IconButton label={`Delete ${name}`} color="red" onClick={onDelete}>
        <IconTrash size={16} />
      </IconButton>
    </div>
  );
}
