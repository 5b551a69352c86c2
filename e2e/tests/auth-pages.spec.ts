import { expect, test } from '../support/test';
import { logIn, PASSWORD } from '../support/login';

test.describe('login page', () => {
  test('asks for the email and the password when the form is sent empty', async ({ page }) => {
    await page.goto('/custom-login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter email')).toBeVisible();
    await expect(page.getByText('Please enter password')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  });

  test('shows the toast ‘Unable to log in’ for a wrong password and stays', async ({ page }) => {
    await page.goto('/custom-login');
    await page.getByLabel('Email', { exact: true }).fill('planner@demo.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Unable to log in', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/custom-login/);
  });

  test('sends an unauthenticated visitor of a page to the login, then back after login', async ({ page }) => {
    await page.goto('/service-provider/schedules');
    await expect(page).toHaveURL(/\/custom-login$/);
    await page.getByLabel('Email', { exact: true }).fill('planner@demo.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/service-provider\/schedules$/);
  });
});

test.describe('forgot password', () => {
  test('answers ‘Success!’ and links back to sign in; an empty form says ‘Please enter email’', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter email')).toBeVisible();
    await page.getByLabel('Email').fill('planner@demo.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Success!')).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/custom-login/);
  });
});

test.describe('access pages', () => {
  test('access denied shows its title, text and a way back', async ({ page }) => {
    await logIn(page, 'operator@demo.test');
    await page.goto('/access-denied');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/service-provider$/);
  });

  test('an unverified user is sent to /account-verify and can resend the email', async ({ page }) => {
    await logIn(page, 'unverified@demo.test');
    await expect(page).toHaveURL(/account-verify/);
    await expect(page.getByText('We sent a verification link to unverified@demo.test')).toBeVisible();
    await page.getByRole('button', { name: 'Send the email again' }).click();
    await expect(page.getByText('A new verification email is on its way.', { exact: true })).toBeVisible();
  });

  test('a bad verification link says so', async ({ page }) => {
    await page.goto('/verify-email/not-a-real-token');
    await expect(page.getByText('This verification link is invalid or has expired')).toBeVisible();
  });

  test('/saml/login says clearly that single sign-on is not configured', async ({ page }) => {
    await page.goto('/saml/login');
    await expect(page.getByText('Single sign-on is not configured for this site.')).toBeVisible();
  });

  test('logout ends the session and returns to the login page', async ({ page }) => {
    await logIn(page, 'planner@demo.test');
    await page.goto('/logout');
    await expect(page).toHaveURL(/custom-login/);
    await page.goto('/service-provider');
    await expect(page).toHaveURL(/custom-login/);
  });
});
