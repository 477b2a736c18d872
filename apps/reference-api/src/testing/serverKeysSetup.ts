// Every API test file runs under random keys of its own, as a server with none set would generate.
import { randomBytes } from 'node:crypto';
import { setServerKeys } from '../secrets/serverKeys';

const random = () => randomBytes(32).toString('base64url');

setServerKeys({ email: random(), wallet: random(), card: random(), pin: random() });
