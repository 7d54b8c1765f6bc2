// jsdom lacks the Fetch API (Request, Response, Headers) that react-router's data routers use
// for every navigation. Hand them over from Node, with Node's AbortController so a Request
// accepts the router's abort signal.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { Request, Response, Headers, fetch, AbortController, AbortSignal } = globalThis;
    Object.assign(this.global, { Request, Response, Headers, fetch, AbortController, AbortSignal });
  }
}
