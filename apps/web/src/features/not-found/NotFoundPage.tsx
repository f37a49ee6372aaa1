import { MESSAGES } from '@app/domain';
import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/**
 * What a signed-in user sees at an address with no screen, or none for their role. The header above it
 * reads 'Page Not Found' (navigation.ts); this says what may have happened and offers a way back.
 */
export function NotFoundPage() {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="md" maw={420}>
        <ThemeIcon variant="light" color="gray" size={56} radius="xl" aria-hidden="true">
          <IconMapQuestion size={30} />
        </ThemeIcon>
        <Text ta="center">{MESSAGES.notFound.hint}</Text>
        <Button component={Link} to="/dashboard" variant="light">
          {MESSAGES.notFound.back}
        </Button>
      </Stack>
    </Center>
  );
}
