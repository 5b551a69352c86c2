import { fullName, userMenuLabel } from './user-menu-label';

describe('the user menu button’s name', () => {
  it('starts with the text the button shows, then says what it opens', () => {
    const user = { firstName: 'Dana', lastName: 'Planner' };
    expect(fullName(user)).toBe('Dana Planner');
    expect(userMenuLabel(user, 'User menu')).toBe('Dana Planner – User menu');
    expect(userMenuLabel(user, 'Benutzermenü').startsWith(fullName(user))).toBe(true);
  });
});
