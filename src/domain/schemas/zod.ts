import { z } from 'zod';

// Zod's own messages (wrong type, too long, …) in German, for server and web alike.
z.config(z.locales.de());

export { z };
