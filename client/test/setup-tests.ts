import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import Cookies from 'js-cookie';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

// jsdom has no scrolling; react-router's ScrollRestoration calls it.
window.scrollTo = () => {};

// Routes and screens load lazily and chain requests: on a busy 2-core machine a lazy chunk can
// take over a second to arrive, so every find waits up to 3 s (files may still ask for more).
configure({ asyncUtilTimeout: 3000 });
