import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { customerToken, vendorToken } from '@/lib/cookies';

// The shop's only cookies are its two tokens.
afterEach(() => {
  customerToken.remove();
  vendorToken.remove();
});

// jsdom has no scrolling; react-router's ScrollRestoration calls it.
window.scrollTo = () => {};

// Routes and screens load lazily and chain requests: on a busy 2-core machine a lazy chunk can
// take over a second to arrive, so every find waits up to 3 s (files may still ask for more).
configure({ asyncUtilTimeout: 3000 });
