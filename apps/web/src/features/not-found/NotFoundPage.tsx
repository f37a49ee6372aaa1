import { MESSAGES } from '@app/domain';
import { Center, Stack, Text, Title } from '@mantine/core';

export function NotFoundPage() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs">
        <Title order={1}>{MESSAGES.notFound.title}</Title>
        <Text c="dimmed">{MESSAGES.notFound.hint}</Text>
      </Stack>
    </Center>
  );
}
