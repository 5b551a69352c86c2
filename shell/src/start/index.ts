// The entry of every page load. A public page (login, password, registration, verification,
// single sign-on, access denied, logout) gets the start bundle: its pages on React, without
// module federation or the kit's heavy parts. Any other page gets the signed-in shell, the
// federated host (/main.js), which is also where a public page hands over after login.
import { findPublicPath } from './public-paths';
import { loadShell } from './load-shell';

const container = document.getElementById('root')!;
// The loading screen the server drew with the domain's logo, kept before React replaces it: it
// shows again while the shell's scripts load.
const splash = container.firstElementChild?.cloneNode(true);
if (findPublicPath(window.location.pathname))
  void import('./start-app').then(({ mountStartApp }) => mountStartApp(container, splash));
else void loadShell(container, splash);
