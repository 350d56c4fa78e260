import { Link } from 'react-router';
import { Container, Group, Text } from '@mantine/core';
import { copyrightLine, shellTexts } from '../../../domain/texts/index.ts';
import { paths } from '../../routing/paths.ts';
import classes from './shell.module.css';

export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {copyrightLine(new Date().getFullYear())}
          </Text>
          <Group gap="lg" component="nav" aria-label={shellTexts.footer.navigation}>
            <Link to={paths.imprint} className={classes.footerLink}>
              {shellTexts.footer.imprint}
            </Link>
            <Link to={paths.privacy} className={classes.footerLink}>
              {shellTexts.footer.privacy}
            </Link>
            <Link to={paths.contact} className={classes.footerLink}>
              {shellTexts.footer.contact}
            </Link>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
