import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A findBy waits up to 5 s rather than 1: on a busy 2-core CI machine a lazily loaded module (the
// 3D viewer, a page's form) can take longer than a second to render, and the test would fail on
// the machine's load rather than on what the page does.
configure({ asyncUtilTimeout: 5_000 });
