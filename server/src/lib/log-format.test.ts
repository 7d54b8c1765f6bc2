import { logFormatFor } from './logger';

describe('log format', () => {
  it('is readable in development and at a terminal, JSON in production', () => {
    expect(logFormatFor({ NODE_ENV: 'development' })).toBe('pretty');
    expect(logFormatFor({ NODE_ENV: 'test', isTTY: true })).toBe('pretty');
    expect(logFormatFor({ NODE_ENV: 'test', isTTY: false })).toBe('json');
    expect(logFormatFor({ NODE_ENV: 'production', isTTY: true })).toBe('json');
  });

  it('follows LOG_FORMAT when it is set', () => {
    expect(logFormatFor({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormatFor({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
  });
});
