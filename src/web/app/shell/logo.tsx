import { Link } from 'react-router';
import { shellTexts } from '../../../domain/texts/index.ts';
import { LogoMark } from '../../components/icons.tsx';
import classes from './shell.module.css';

export function Logo({ to, signedIn }: { to: string; signedIn: boolean }) {
  return (
    <Link
      to={to}
      className={classes.logo}
      aria-label={signedIn ? shellTexts.logoDashboardLabel : shellTexts.logoHomeLabel}
    >
      <LogoMark />
      <span>{shellTexts.productName}</span>
    </Link>
  );
}
