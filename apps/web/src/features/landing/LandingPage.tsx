import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconPalette, IconSparkles, IconUsers } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { BRAND_NAME } from '../../theme.ts';

const FEATURES = [
  {
    title: 'Event Planning',
    icon: IconCalendarEvent,
    text: 'Plan every event from first enquiry to final invoice: dates, venues, budgets and equipment in one place.',
  },
  {
    title: 'Client Collaboration',
    icon: IconUsers,
    text: 'Keep clients close with shared portals, documents and a clear history of everything you have done together.',
  },
  {
    title: 'Creative Growth',
    icon: IconSparkles,
    text: 'Run campaigns, sell digital products and see which efforts bring in revenue.',
  },
  {
    title: 'Creative Assets',
    icon: IconPalette,
    text: 'Logos, colours, fonts and templates: your brand kit, always at hand and always current.',
  },
] as const;

const REASONS = [
  'One place for clients, events, inventory, marketing and finances',
  'Built for event planners, creatives and small teams',
  'Your data stays yours: runs on your own server',
] as const;

/**
 * The landing page. Its one control, Get Started, is a link to the sign-in page, so that the page works
 * as the build prerendered it, before and without the app (main.tsx does not start the app here for a
 * visitor who is signed out); `onGetStarted`, given by the app, takes a plain click in the app instead.
 */
export function LandingPage({ onGetStarted }: { onGetStarted?: () => void }) {
  return (
    <>
      <Box component="main">
        <Box
          py={96}
          style={{
            background:
              'linear-gradient(135deg, var(--mantine-color-violet-7), var(--mantine-color-indigo-6))',
          }}
        >
          <Container size="md">
            <Stack align="center" gap="lg" ta="center">
              <Title order={1} c="white" fz={48}>
                The back office for event businesses
              </Title>
              <Text c="white" fz="xl" maw={640}>
                {BRAND_NAME} brings your clients, events, inventory, campaigns and finances together, so you
                can spend your time creating unforgettable experiences.
              </Text>
              <Button
                component="a"
                href="/login"
                size="lg"
                variant="white"
                color="violet"
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  // A click that opens a new tab or window stays the browser's.
                  const plain =
                    event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
                  if (!onGetStarted || !plain) return;
                  event.preventDefault();
                  onGetStarted();
                }}
              >
                Get Started
              </Button>
            </Stack>
          </Container>
        </Box>

        <Container size="lg" py={64}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {FEATURES.map((feature) => (
              <Card key={feature.title} withBorder padding="lg">
                <ThemeIcon size={44} radius="md" variant="light">
                  <feature.icon size={26} aria-hidden />
                </ThemeIcon>
                <Title order={2} fz="lg" mt="md">
                  {feature.title}
                </Title>
                <Text c="dimmed" mt="xs" fz="sm">
                  {feature.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>

        <Box bg="var(--app-color-surface)" py={64}>
          <Container size="md">
            <Title order={2} ta="center">
              Why choose {BRAND_NAME}?
            </Title>
            <List
              mt="xl"
              spacing="md"
              size="lg"
              icon={
                <ThemeIcon color="teal" size={24} radius="xl">
                  <IconCheck size={16} aria-hidden />
                </ThemeIcon>
              }
            >
              {REASONS.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Container>
        </Box>
      </Box>
      <Box component="footer" py="lg">
        <Group justify="center">
          <Text c="dimmed" fz="sm">
            © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.{' '}
            <Anchor href="/api/docs" fz="sm" underline="always">
              API
            </Anchor>
          </Text>
        </Group>
      </Box>
    </>
  );
}
