export { LetterWorkspace } from './letter-workspace.tsx';
