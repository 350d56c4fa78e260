/** The path table lives in the domain, so that the server knows the app's pages too. */
export { customerTemplatePath, paths } from '../../domain/site-paths.ts';
