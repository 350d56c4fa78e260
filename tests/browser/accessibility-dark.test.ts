import { describeAccessibility } from './accessibility-suite.ts';

describeAccessibility('dark');
