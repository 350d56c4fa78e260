import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Container, Text } from '@mantine/core';
import { cookieTexts } from '../../domain/texts/index.ts';
import { paths } from '../routing/paths.ts';
import { acknowledgeCookieNotice, isCookieNoticeAcknowledged } from './cookie-notice.ts';
import { useHydrated } from './use-hydrated.ts';
import classes from './cookie-banner.module.css';

/**
 * Notice about browser storage on the first visit. Not a modal: the page stays usable, and a
 * spacer as tall as the banner lets the end of every page scroll out from under it. It needs the
 * browser's storage and its button needs the app, so a page rendered at build time has none: it
 * appears once the app has taken the page over.
 */
export function CookieBanner() {
  const [open, setOpen] = useState(() => !isCookieNoticeAcknowledged());
  const bannerRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  const hydrated = useHydrated();

  useEffect(() => {
    const banner = bannerRef.current;
    if (!open || !hydrated || !banner) return;
    const observer = new ResizeObserver(() => setHeight(banner.offsetHeight));
    observer.observe(banner);
    return () => observer.disconnect();
  }, [open, hydrated]);

  if (!open || !hydrated) return null;

  const accept = () => {
    acknowledgeCookieNotice();
    setOpen(false);
  };

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section ref={bannerRef} className={classes.banner} aria-label={cookieTexts.regionLabel}>
        <Container size="lg" className={classes.inner}>
          <div>
            <Text fw={600} size="sm" mb={2}>
              {cookieTexts.title}
            </Text>
            <Text size="sm" c="dimmed">
              {cookieTexts.text} {cookieTexts.privacyBefore}{' '}
              <Anchor component={Link} to={paths.privacy} size="sm">
                {cookieTexts.privacyLink}
              </Anchor>
              .
            </Text>
          </div>
          <Button className={classes.actions} onClick={accept}>
            {cookieTexts.accept}
          </Button>
        </Container>
      </section>
    </>
  );
}
