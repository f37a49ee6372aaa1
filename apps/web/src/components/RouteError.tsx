import { MESSAGES } from '@app/domain';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRevalidator, useRouteError } from 'react-router-dom';

const TEXTS = MESSAGES.routeError;

/**
 * A screen's code that did not arrive: after a deploy, the chunk names the open page knows are gone
 * (Chromium, Firefox and Safari word it differently; Vite's preload helper for a screen's stylesheet).
 */
const CHUNK_LOAD_FAILED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** The error was a screen's code that could not be fetched (the page must be reloaded to get it). */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILED.test(error.message);
}

type Frame = {
  /** 'screen': inside the signed-in shell, under the screen's title; 'page': the whole page. */
  within: 'screen' | 'page';
  /** Where the way back leads. */
  home: string;
};

/**
 * What a route shows when its code, its data or its rendering fails (react-router's ErrorBoundary): what
 * happened in plain words and what to do, never the error's message or stack (the console has them).
 * Try again re-runs the route's loaders, which also renders the screen afresh; a screen whose code did
 * not load offers a reload instead, since a failed import is not retried.
 */
function RouteError({ within, home }: Frame) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const outdated = isChunkLoadError(error);
  const title = outdated ? TEXTS.outdatedTitle : within === 'screen' ? TEXTS.screenTitle : TEXTS.pageTitle;
  const hint = outdated ? TEXTS.outdatedHint : within === 'screen' ? TEXTS.screenHint : TEXTS.pageHint;
  return (
    <Center mih={within === 'screen' ? '50vh' : '100vh'} p="md">
      <Stack align="center" gap="md" maw={460}>
        <Title order={within === 'screen' ? 2 : 1} fz="h3" ta="center">
          {title}
        </Title>
        <Text ta="center" role="alert">
          {hint}
        </Text>
        <Group justify="center">
          {outdated ? (
            <Button onClick={() => window.location.reload()}>{TEXTS.reload}</Button>
          ) : (
            <Button loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
              {TEXTS.tryAgain}
            </Button>
          )}
          <Button component={Link} to={home} variant="light">
            {within === 'screen' ? TEXTS.backToDashboard : TEXTS.backToStart}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

/** A signed-in screen's error: in the shell, in place of the screen. */
export function ScreenError() {
  return <RouteError within="screen" home="/dashboard" />;
}

/** A page's error outside the signed-in shell (or the shell's own). */
export function PageError() {
  return <RouteError within="page" home="/" />;
}

/** A client portal page's error. */
export function PortalError() {
  return <RouteError within="page" home="/portal" />;
}
