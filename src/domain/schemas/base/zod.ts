import { z } from 'zod';
import { issuePhrase, type IssueLike } from '../../validation/validation-messages.ts';

// zod's own wording ("erwartet Zahl, erhalten NaN") never reaches people: a check without a
// catalogue message of its own gets a German phrase about the field, and `validationProblem`
// names the field in front of it.
z.config({ customError: (issue) => issuePhrase(issue as IssueLike) });

export { z };
