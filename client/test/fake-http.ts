import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from '@/app/http';

export type Reply = [status: number, body: unknown];
export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/**
 * Replaces the network under the API client: routes are keyed "METHOD /path" (query strings
 * included). Unknown routes fail like a dropped connection. Returns the requests it saw.
 */
export function fakeHttp(routes: Record<string, Reply | Handler>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const route = routes[key];
    if (!route) throw new AxiosError(`No fake route for ${key}`, AxiosError.ERR_NETWORK, config);
    const [status, data] = typeof route === 'function' ? await route(config) : route;
    const response: AxiosResponse = {
      data,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(),
      config,
    };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    /** The Authorization header of the first request to `url`. */
    authorizationOf(url: string) {
      const request = requests.find((r) => r.url === url);
      return request ? AxiosHeaders.from(request.headers).get('Authorization') : undefined;
    },
  };
}

/** A promise you resolve from the test, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
