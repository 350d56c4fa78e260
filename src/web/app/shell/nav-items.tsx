import { NavLink } from 'react-router';
import type { NavItem } from '../../routing/navigation.ts';
import classes from './shell.module.css';

interface NavItemsProps {
  items: readonly NavItem[];
  onNavigate?: () => void;
}

export function NavItems({ items, onNavigate }: NavItemsProps) {
  return items.map((item) => (
    <NavLink key={item.to} to={item.to} end className={classes.navLink} onClick={onNavigate}>
      {item.label}
    </NavLink>
  ));
}
