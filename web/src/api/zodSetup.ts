// zod compiles object schemas with `new Function` when the page allows eval, and probes for it
// on the first parse. The portal's Content-Security-Policy allows no eval, so the probe is
// reported as a violation: jitless mode skips it (the schemas are small; nothing is slower in
// a way a customer notices). Imported by every module that parses with zod, before parsing.
import { config } from 'zod';

config({ jitless: true });
