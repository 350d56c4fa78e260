import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { helpTexts as texts } from '../../domain/texts/index.ts';
import { useSiteInfo } from '../api/get-site-info.ts';
import { ErrorState, LoadingState } from './data-states.tsx';
import { QrCode } from './qr-code.tsx';

/** Side length of the WhatsApp QR code in CSS pixels. */
export const QR_SIZE = 220;

interface SupportContactCardProps {
  /** The landlords' help page and the tenants' name the card for their readers. */
  heading?: string;
  intro?: string;
  headingId?: string;
}

/** The platform's support address, WhatsApp number with its QR code and hours, from `/api/site`. */
export function SupportContactCard({
  heading = texts.contactHeading,
  intro = texts.contactIntro,
  headingId = 'help-contact',
}: SupportContactCardProps) {
  const site = useSiteInfo();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {heading}
        </Title>
        <Text c="dimmed">{intro}</Text>
        {site.status === 'pending' ? (
          <LoadingState />
        ) : site.status === 'error' ? (
          <ErrorState onRetry={() => void site.refetch()} />
        ) : (
          <>
            <Text>
              {texts.emailLabel}:{' '}
              <Anchor href={`mailto:${site.data.supportEmail}`}>{site.data.supportEmail}</Anchor>
            </Text>
            {site.data.supportWhatsapp ? (
              <>
                <Text>
                  {texts.whatsappLabel}:{' '}
                  <Anchor href={site.data.supportWhatsapp.link} target="_blank" rel="noopener noreferrer">
                    {site.data.supportWhatsapp.number}
                  </Anchor>
                </Text>
                <QrCode
                  text={site.data.supportWhatsapp.link}
                  size={QR_SIZE}
                  label={texts.qrAlt(site.data.supportWhatsapp.number)}
                />
                <Text size="sm" c="dimmed">
                  {texts.qrHint}
                </Text>
              </>
            ) : (
              <Text c="dimmed">{texts.noWhatsapp}</Text>
            )}
          </>
        )}
        <Text fw={500}>{texts.supportHours}</Text>
      </Stack>
    </Paper>
  );
}
