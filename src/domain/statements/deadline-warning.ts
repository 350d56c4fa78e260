/**
 * How many days before the end of the §556 Abs. 3 BGB period the statements warn: time enough to
 * print and post. One number for the server's check and the screen's highlight.
 */
export const DEADLINE_WARNING_DAYS = 60;
