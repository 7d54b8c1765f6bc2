import '@testing-library/jest-dom';
import Cookies from 'js-cookie';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});
