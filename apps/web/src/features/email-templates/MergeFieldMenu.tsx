import {
  MERGE_FIELDS,
  type MergeField,
  mergeTag,
} from '@app/domain/email-templates/email-template.schema.ts';
import { Menu, Text } from '@mantine/core';
import type { ReactElement } from 'react';

/**
 * "Insert field": the merge fields by their labels (the domain's one list), each showing its tag; a
 * choice calls `onInsert`, which puts `{{field}}` where the cursor was.
 */
export function MergeFieldMenu({
  target,
  onInsert,
}: {
  /** The button that opens the menu. */
  target: ReactElement;
  onInsert: (field: MergeField) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={280} returnFocus={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        <Menu.Label>Merge fields</Menu.Label>
        {MERGE_FIELDS.map((field) => (
          <Menu.Item
            key={field.key}
            onClick={() => onInsert(field.key)}
            rightSection={
              <Text span fz="xs" c="dimmed" ff="monospace">
                {mergeTag(field.key)}
              </Text>
            }
          >
            {field.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
