// Every API test file runs under random keys of its own, as a server with none set would generate.
// The files of a worker share its libraries (vitest.config.ts): our own modules load afresh for
// each file, as with isolation, before the keys are set in the fresh module.
import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';

vi.resetModules();
const { setServerKeys } = await import('../secrets/serverKeys');

const random = () => randomBytes(32).toString('base64url');

setServerKeys({ email: random(), wallet: random(), card: random(), pin: random() });
