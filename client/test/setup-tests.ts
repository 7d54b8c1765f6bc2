import '@testing-library/jest-dom';
import Cookies from 'js-cookie';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

// jsdom has no scrolling; react-router's ScrollRestoration calls it.
window.scrollTo = () => {};
