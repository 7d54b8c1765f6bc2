import {
  registerWorkerLater,
  WORKER_AFTER_LOAD_MS,
  WORKER_IDLE_TIMEOUT_MS,
  type WorkerWindow,
} from './register-worker';

/** A window whose load event and idle callbacks the test sends itself. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const onLoad: (() => void)[] = [];
  const idle: { run: () => void; timeout?: number }[] = [];
  const win: WorkerWindow = {
    document: { readyState },
    setTimeout: ((run: () => void, ms: number) =>
      setTimeout(run, ms)) as unknown as Window['setTimeout'],
    addEventListener: ((type: string, listener: () => void) => {
      if (type === 'load') onLoad.push(listener);
    }) as Window['addEventListener'],
    ...(withIdle && {
      requestIdleCallback: ((run: () => void, options?: IdleRequestOptions) => {
        idle.push({ run, timeout: options?.timeout });
        return idle.length;
      }) as Window['requestIdleCallback'],
    }),
  };
  return {
    win,
    load: () => onLoad.splice(0).forEach((listener) => listener()),
    idle: () => idle.splice(0).forEach(({ run }) => run()),
    idleTimeouts: () => idle.map(({ timeout }) => timeout),
  };
}

describe('registerWorkerLater', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('registers only after the load event, the delay and an idle moment, once', () => {
    const register = jest.fn();
    const page = fakeWindow('interactive');
    registerWorkerLater(register, page.win);

    jest.advanceTimersByTime(WORKER_AFTER_LOAD_MS * 2);
    page.idle();
    expect(register).not.toHaveBeenCalled();

    page.load();
    jest.advanceTimersByTime(WORKER_AFTER_LOAD_MS - 1);
    page.idle();
    expect(register).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    expect(register).not.toHaveBeenCalled();
    expect(page.idleTimeouts()).toEqual([WORKER_IDLE_TIMEOUT_MS]);
    page.idle();
    expect(register).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(WORKER_AFTER_LOAD_MS * 2);
    page.idle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now on a page that has loaded already', () => {
    const register = jest.fn();
    const page = fakeWindow('complete');
    registerWorkerLater(register, page.win);

    jest.advanceTimersByTime(WORKER_AFTER_LOAD_MS - 1);
    page.idle();
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    page.idle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers when the delay ends in a browser without idle callbacks', () => {
    const register = jest.fn();
    const page = fakeWindow('complete', false);
    registerWorkerLater(register, page.win);

    jest.advanceTimersByTime(WORKER_AFTER_LOAD_MS - 1);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
