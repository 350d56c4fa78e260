/** The schemas' answers go through the shared mapping, so server and forms word them alike. */
export { validationProblem, type ValidationProblem } from '../validation/validation-messages.ts';
