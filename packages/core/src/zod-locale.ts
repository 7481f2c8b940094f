import { z } from 'zod';

// Zod's own messages (wrong type, unknown option) in Dutch wherever a schema has
// no message of its own; the server switches to English per request (ADR 018).
z.config(z.locales.nl());
