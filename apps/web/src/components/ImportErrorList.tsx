import type { ImportError } from '@app/domain';
import { List, Table, Text } from '@mantine/core';

/** The errors of a report by line, in the order the server gives them (line, then column). */
function byLine(errors: readonly ImportError[]): { line: number; errors: ImportError[] }[] {
  const groups: { line: number; errors: ImportError[] }[] = [];
  for (const error of errors) {
    const last = groups.at(-1);
    if (last?.line === error.line) last.errors.push(error);
    else groups.push({ line: error.line, errors: [error] });
  }
  return groups;
}

/**
 * The refused rows, one table row per line of the file listing every problem of that line
 * ("Category: Must be one of: …"), so that a row is corrected in one go.
 */
export function ImportErrorList({ errors }: { errors: readonly ImportError[] }) {
  return (
    <Table.ScrollContainer minWidth={480} mah={320}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label="Refused rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>Line</Table.Th>
            <Table.Th>Problems</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {byLine(errors).map((group) => (
            <Table.Tr key={group.line}>
              <Table.Td style={{ verticalAlign: 'top' }}>{group.line}</Table.Td>
              <Table.Td>
                <List size="sm" spacing={2} listStyleType={group.errors.length > 1 ? 'disc' : 'none'}>
                  {group.errors.map((e) => (
                    <List.Item key={`${e.field}:${e.message}`}>
                      {e.field && (
                        <Text span fz="sm" fw={600}>
                          {e.field}:{' '}
                        </Text>
                      )}
                      {e.message}
                    </List.Item>
                  ))}
                </List>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
