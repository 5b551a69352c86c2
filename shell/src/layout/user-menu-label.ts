interface Person {
  firstName: string;
  lastName: string;
}

/** The name the user menu button shows. */
export const fullName = (user: Person) => `${user.firstName} ${user.lastName}`.trim();

/**
 * The user menu button's accessible name: it starts with the text the button shows (WCAG
 * 2.5.3, label in name), so a speech-input user can say the name they see, and goes on to
 * say what the button opens.
 */
export const userMenuLabel = (user: Person, menu: string) => `${fullName(user)} – ${menu}`;
