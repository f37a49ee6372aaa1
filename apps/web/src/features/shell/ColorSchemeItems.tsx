import { COLOR_SCHEMES, type ColorScheme, capitalize } from '@app/domain';
import { Menu, useMantineColorScheme } from '@mantine/core';
import { fromMantineScheme, toMantineScheme } from '../../lib/color-scheme.ts';
import { toastError } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

const COLOR_SCHEME_SAVE_FAILED = 'Your colour scheme could not be saved; it applies in this browser only.';

/**
 * The user menu's colour-scheme choice: Light, Dark or System, as menu radio items. A choice
 * applies at once and is saved to the account (POST /api/users/me/color-scheme); the session's copy is
 * updated with it, so the saved choice applied at sign-in (lib/color-scheme.ts) does not undo it.
 */
export function ColorSchemeItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const utils = trpc.useUtils();
  const save = trpc.users.setColorScheme.useMutation({
    onError: () => toastError(COLOR_SCHEME_SAVE_FAILED),
  });
  const choose = (value: string) => {
    const scheme = value as ColorScheme;
    setColorScheme(toMantineScheme(scheme));
    utils.auth.session.setData(undefined, (state) =>
      state?.user ? { user: { ...state.user, colorScheme: scheme } } : state,
    );
    save.mutate({ colorScheme: scheme });
  };
  return (
    <>
      <Menu.Label>Colour scheme</Menu.Label>
      <Menu.RadioGroup value={fromMantineScheme(colorScheme)} onChange={choose}>
        {COLOR_SCHEMES.map((scheme) => (
          <Menu.RadioItem key={scheme} value={scheme} closeMenuOnClick={false}>
            {capitalize(scheme)}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </>
  );
}
