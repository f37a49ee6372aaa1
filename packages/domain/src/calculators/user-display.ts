/** The name fields the header, user menu and sidebar read. */
export type UserNameFields = {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
};

type MaybeUser = UserNameFields | null | undefined;

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function fullName(user: MaybeUser): string | null {
  const first = present(user?.firstName);
  const last = present(user?.lastName);
  return first && last ? `${first} ${last}` : null;
}

/** 'admin' -> 'Admin'. */
export function capitalize(text: string | null | undefined): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

/** First letters of first and last name, else the first letter of the username, else 'U'. */
export function initials(user: MaybeUser): string {
  const first = present(user?.firstName);
  const last = present(user?.lastName);
  if (first && last) return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  const username = present(user?.username);
  return username ? username.charAt(0).toUpperCase() : 'U';
}

/** User menu name: first and last name, else username, else 'User'. */
export function displayName(user: MaybeUser): string {
  return fullName(user) ?? present(user?.username) ?? 'User';
}

/** Sidebar name: full name if both parts exist, else username, else 'Admin'. */
export function sidebarName(user: MaybeUser): string {
  return fullName(user) ?? present(user?.username) ?? 'Admin';
}

/** The role capitalised; 'Administrator' when there is none. */
export function roleLabel(role: string | null | undefined): string {
  const value = present(role);
  return value ? capitalize(value) : 'Administrator';
}

/** The e-mail, else '@' plus the username (empty when neither exists). */
export function emailLine(user: MaybeUser): string {
  const email = present(user?.email);
  if (email) return email;
  const username = present(user?.username);
  return username ? `@${username}` : '';
}
