import {
  type ApiToken,
  type ApiTokenCreated,
  formatDate,
  relativeTime,
  ZApiTokenCreateInput,
} from '@app/domain';
import {
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { whenConfirmed } from '../../lib/confirm.tsx';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The token just made, shown until the user dismisses it: the server never answers it again. */
function NewToken({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  return (
    <Alert color="green" title={`Token “${created.name}” created`} data-testid="new-api-token">
      <Stack gap="xs">
        <Text size="sm">Copy it now: it will not be shown again.</Text>
        <TextInput
          label="New API token"
          value={created.token}
          readOnly
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group>
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'teal' : 'blue'} onClick={copy}>
                {copied ? 'Copied' : 'Copy token'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function TokenRow({
  token,
  onRevoke,
  revoking,
}: {
  token: ApiToken;
  onRevoke: () => void;
  revoking: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td>{token.name}</Table.Td>
      <Table.Td>{formatDate(token.createdAt)}</Table.Td>
      <Table.Td>{token.lastUsedAt ? relativeTime(token.lastUsedAt) : 'Never'}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={onRevoke}
          loading={revoking}
          aria-label={`Revoke ${token.name}`}
        >
          Revoke
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Personal API tokens of the signed-in user: made, listed and revoked here, used by scripts on /api. */
export function ApiTokensCard() {
  const utils = trpc.useUtils();
  const tokens = trpc.users.tokens.list.useQuery();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const form = useForm({
    initialValues: { name: '' },
    validate: schemaResolver(ZApiTokenCreateInput, { sync: true }),
  });
  const create = trpc.users.tokens.create.useMutation({
    onSuccess: async (token) => {
      setCreated(token);
      form.reset();
      toastSuccess('API token created');
      await utils.users.tokens.list.invalidate();
    },
    onError: (error) => toastError(error.message || 'Failed to create API token'),
  });
  const revoke = trpc.users.tokens.delete.useMutation({
    onSuccess: async (_result, { id }) => {
      if (created?.id === id) setCreated(null);
      toastSuccess('API token revoked');
      await utils.users.tokens.list.invalidate();
    },
    onError: (error) => toastError(error.message || 'Failed to revoke API token'),
  });
  const askToRevoke = (token: ApiToken) =>
    whenConfirmed(
      {
        message: 'Revoke this API token? Scripts that use it will stop working at once.',
        subject: token.name,
        confirmLabel: 'Revoke',
      },
      () => revoke.mutate({ id: token.id }),
    );
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="xs">
        API Tokens
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        A personal token lets a script use the REST API under /api as you, with your role. Send it as{' '}
        <Code>Authorization: Bearer &lt;token&gt;</Code>. It does not work in the web app itself.
      </Text>
      <Stack>
        {created ? <NewToken created={created} onDone={() => setCreated(null)} /> : null}
        <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
          <Group align="flex-start">
            <TextInput
              label="Token name"
              placeholder="Nightly export"
              withAsterisk
              w={320}
              {...form.getInputProps('name')}
            />
            <Button type="submit" mt={25} loading={create.isPending}>
              Create Token
            </Button>
          </Group>
        </form>
        {tokens.isError ? (
          <Text c="red">{tokens.error.message || 'Failed to load API tokens'}</Text>
        ) : tokens.data === undefined ? (
          <Text c="dimmed">Loading...</Text>
        ) : tokens.data.length === 0 ? (
          <Text c="dimmed">No API tokens yet.</Text>
        ) : (
          <Table aria-label="API tokens">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.map((token) => (
                <TokenRow
                  key={token.id}
                  token={token}
                  onRevoke={() => askToRevoke(token)}
                  revoking={revoke.isPending && revoke.variables?.id === token.id}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
