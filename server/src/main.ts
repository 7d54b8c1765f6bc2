// V8's flags come first (config/v8-flags.ts): the packages the shop loads grow the heap as they
// load, and a young generation grown before the flags hold stays grown. Everything else loads
// after them, through the dynamic import (its own chunk in the dist/ bundle).
import './config/v8-flags';

await import('./serve');
