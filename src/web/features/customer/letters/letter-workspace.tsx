import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Grid, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { LetterTemplateEntry } from '../../../../domain/letters/catalogue.ts';
import { letterScreenTexts, type TemplateId } from '../../../../domain/texts/index.ts';
import { ApiError, errorMessage } from '../../../api/api-error.ts';
import { useProperties } from '../../../api/get-properties.ts';
import { createLetter, lettersKey, useLetterTemplates, type LetterRecord } from '../../../api/letters.ts';
import { useMeters } from '../../../api/meters.ts';
import { usePropertyTenants } from '../../../api/property-tenants.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { detailHref, selectedId, selectId } from '../../../routing/selection.ts';
import { CreatedLetter } from './created-letter.tsx';
import { LetterFieldInput } from './letter-fields.tsx';
import {
  fieldOfMessage,
  initialValues,
  toRequestFields,
  type FieldValue,
  type FormValues,
} from './letter-form.ts';
import { LetterPreview } from './letter-preview.tsx';
import { LettersTable } from './letters-table.tsx';
import { dwellingMeters, tenantName, tenantOptions } from './recipients.ts';

const texts = letterScreenTexts;

/** The query's id, never session storage's for the tenant: a letter goes to whom the user chose. */
function queryId(search: string, key: string): number | null {
  const raw = new URLSearchParams(search).get(key);
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}

interface FormProps {
  template: LetterTemplateEntry;
  propertyId: number;
  tenantId: number | null;
  onTenant: (id: number) => void;
}

/** The tenant chooser, the form generated from the template's fields, the preview and „PDF erstellen“. */
function LetterForm({ template, propertyId, tenantId, onTenant }: FormProps) {
  const queryClient = useQueryClient();
  const tenants = usePropertyTenants(propertyId);
  const meters = useMeters(propertyId);
  const [values, setValues] = useState<FormValues>(() => initialValues(template.fields));
  const [created, setCreated] = useState<LetterRecord | null>(null);
  const tenant = tenants.data?.find((t) => t.id === tenantId && !t.is_vacancy) ?? null;
  const meterOptions = useMemo(
    () => (tenant && meters.data ? dwellingMeters(meters.data, tenant) : []),
    [tenant, meters.data],
  );
  // A letter shown belongs to the tenant it was written to; choosing another starts afresh.
  useEffect(() => setCreated(null), [tenantId]);
  const needsMeters = template.fields.some((f) => f.items?.some((item) => item.name === 'meter_id'));

  const create = useMutation({
    mutationFn: () =>
      createLetter(propertyId, {
        template: template.id,
        tenant_id: tenantId!,
        fields: toRequestFields(template.fields, values),
      }),
    onSuccess: (letter) => {
      setCreated(letter);
      void queryClient.invalidateQueries({ queryKey: lettersKey(propertyId) });
    },
  });
  const failure =
    create.error instanceof ApiError
      ? create.error.message
      : create.error
        ? errorMessage(create.error)
        : null;
  const failedField = failure !== null ? fieldOfMessage(template.fields, failure) : null;

  const setField = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (create.isError) create.reset();
  };

  if (tenants.status === 'pending') return <LoadingState />;
  if (tenants.status === 'error') return <ErrorState onRetry={() => void tenants.refetch()} />;
  const options = tenantOptions(tenants.data);

  return (
    <Stack gap="lg">
      {options.length === 0 ? (
        <EmptyState message={texts.noTenants} />
      ) : (
        <Select
          label={texts.tenant}
          placeholder={texts.tenantPlaceholder}
          description={tenant ? undefined : texts.chooseTenant}
          data={options}
          value={tenant ? String(tenant.id) : null}
          allowDeselect={false}
          searchable
          required
          maw={520}
          onChange={(value) => value && onTenant(Number(value))}
        />
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper
            withBorder
            radius="md"
            p="lg"
            component="form"
            aria-labelledby="letter-form-heading"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (tenantId !== null && !create.isPending) create.mutate();
            }}
          >
            <Stack gap="md">
              <Title order={2} size="h4" id="letter-form-heading">
                {texts.formHeading}
              </Title>
              <Text size="sm" c="dimmed">
                {texts.formIntro}
              </Text>
              <Text size="sm">{texts.requiredNote}</Text>
              {needsMeters && tenant && meters.status === 'success' && meterOptions.length === 0 && (
                <Text size="sm" c="dimmed">
                  {texts.noMeters}
                </Text>
              )}
              {template.fields.map((field) => (
                <LetterFieldInput
                  key={field.name}
                  field={field}
                  value={values[field.name]}
                  onChange={(value) => setField(field.name, value)}
                  error={failedField === field.name ? (failure ?? undefined) : undefined}
                  meters={meterOptions}
                />
              ))}
              {failure !== null && (
                <Alert
                  color="red"
                  variant="light"
                  role="alert"
                  title={texts.errorHeading}
                  data-testid="letter-error"
                >
                  {failure}
                </Alert>
              )}
              <div>
                <Button type="submit" loading={create.isPending} disabled={tenant === null}>
                  {texts.create}
                </Button>
              </div>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <LetterPreview
            title={template.title}
            recipient={tenant ? tenantName(tenant) : null}
            fields={template.fields}
            values={values}
            meters={meterOptions}
          />
        </Grid.Col>
      </Grid>
      {created && (
        <CreatedLetter key={created.id} propertyId={propertyId} letter={created} onSent={setCreated} />
      )}
    </Stack>
  );
}

/**
 * A template's working area: property and tenant (from `?property_id=` and `?tenant_id=`, kept in
 * the address so the screen can be bookmarked), the form, the preview, the created PDF and the
 * property's letters.
 */
export function LetterWorkspace({ templateId }: { templateId: TemplateId }) {
  const location = useLocation();
  const navigate = useNavigate();
  const properties = useProperties();
  const templates = useLetterTemplates();
  const chosen = queryId(location.search, 'property_id') ?? selectedId('property', '');
  const only = properties.data?.length === 1 ? properties.data[0]!.id : null;
  const propertyId = properties.data?.some((p) => p.id === chosen) ? chosen : only;
  const tenantId = queryId(location.search, 'tenant_id');

  useEffect(() => {
    if (propertyId !== null) selectId('property', propertyId);
  }, [propertyId]);

  const go = (property: number, tenant: number | null) =>
    void navigate(detailHref(location.pathname, tenant === null ? { property } : { property, tenant }), {
      replace: true,
    });

  if (properties.status === 'pending' || templates.status === 'pending') return <LoadingState />;
  if (properties.status === 'error')
    return <ErrorState message={errorMessage(properties.error)} onRetry={() => void properties.refetch()} />;
  if (templates.status === 'error')
    return <ErrorState message={texts.formLoadFailed} onRetry={() => void templates.refetch()} />;
  if (properties.data.length === 0) return <EmptyState message={texts.noProperties} />;
  const template = templates.data.find((t) => t.id === templateId);
  if (!template) return <ErrorState message={texts.formLoadFailed} />;

  return (
    <Stack gap="xl">
      <Select
        label={texts.property}
        placeholder={texts.propertyPlaceholder}
        data={properties.data.map((p) => ({ value: String(p.id), label: p.address }))}
        value={propertyId !== null ? String(propertyId) : null}
        allowDeselect={false}
        searchable
        required
        maw={520}
        onChange={(value) => value && go(Number(value), null)}
      />
      {propertyId === null ? (
        <EmptyState message={texts.chooseProperty} />
      ) : (
        <>
          <LetterForm
            key={`${propertyId}-${template.id}`}
            template={template}
            propertyId={propertyId}
            tenantId={tenantId}
            onTenant={(tenant) => go(propertyId, tenant)}
          />
          <LettersTable propertyId={propertyId} />
        </>
      )}
    </Stack>
  );
}
