// 'Registrar solicitud' (R49): a consulta or a reclamo, the day it was received (today unless told,
// never later), what was asked, and who asked: a member found by the optional search, or the name
// (and cédula) the person gave.
import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DATA_REQUEST_KINDS, DATA_REQUEST_TEXT_LENGTH, formatDate, message, type DataRequestKind } from '@gym/domain';
import { DateInput } from '../../../components/form-inputs';
import { SearchBox } from '../../../components/search-box';
import { send } from '../../../lib/api-client';
import { notifyFormFailure, notifySuccess } from '../../../lib/notify';
import { useMemberSearchStore } from '../data-requests-store';

interface ReceiveValues {
  readonly kind: DataRequestKind;
  readonly receivedOn: string;
  readonly request: string;
  readonly memberName: string;
  readonly cedula: string;
}

const kindOptions = DATA_REQUEST_KINDS.map((kind) => ({ value: kind, label: message(`DATA_REQUEST_KIND.${kind}`) }));
const isKind = (value: string): value is DataRequestKind => (DATA_REQUEST_KINDS as readonly string[]).includes(value);

interface ChosenMember {
  readonly id: string;
  readonly name: string;
}

export function ReceiveRequestForm({ today, onReceived }: { readonly today: string; readonly onReceived: () => void }) {
  const [member, setMember] = useState<ChosenMember | null>(null);
  const [search, setSearch] = useState('');
  const matches = useMemberSearchStore((state) => state.data);
  const form = useForm<ReceiveValues>({
    mode: 'controlled',
    initialValues: { kind: 'consulta', receivedOn: today, request: '', memberName: '', cedula: '' },
    validate: {
      request: (value) =>
        value.trim().length < DATA_REQUEST_TEXT_LENGTH.min || value.trim().length > DATA_REQUEST_TEXT_LENGTH.max
          ? message('DATA_REQUEST.REQUEST_LENGTH')
          : null,
      receivedOn: (value) => (value === '' ? message('DATA_REQUEST.RECEIVED_ON_INVALID') : null),
      memberName: (value) => (member === null && value.trim() === '' ? message('DATA_REQUEST.NAME_REQUIRED') : null),
    },
  });

  const onSearch = (text: string) => {
    setSearch(text);
    if (text !== '') void useMemberSearchStore.getState().load(text);
  };

  const submit = form.onSubmit(async ({ kind, receivedOn, request, memberName, cedula }) => {
    const person =
      member === null
        ? { memberName: memberName.trim(), ...(cedula.trim() === '' ? {} : { cedula: cedula.trim() }) }
        : { memberId: member.id };
    try {
      const answer = await send('receiveDataRequest', {
        body: { kind, receivedOn, request: request.trim(), ...person },
        fallback: 'DATA_REQUEST.RECEIVE_FAILED',
      });
      notifySuccess(message('DATA_REQUESTS.SAVED', { fecha: formatDate(answer.dueOn) }));
      form.reset();
      setMember(null);
      onReceived();
    } catch (error) {
      notifyFormFailure(form, error, 'DATA_REQUEST.RECEIVE_FAILED', { notify: 'unless-marked' });
    }
  });

  return (
    <Paper
      withBorder
      p="md"
      mb="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={message('DATA_REQUESTS.NEW_TITLE')}
      data-testid="data-request-form"
    >
      <Title order={3} size="h4" mb="sm">
        {message('DATA_REQUESTS.NEW_TITLE')}
      </Title>
      <Stack gap="sm">
        {member === null ? (
          <Stack gap={4}>
            <SearchBox
              initial=""
              onSearch={onSearch}
              testId="data-request-member-search"
              placeholder={message('DATA_REQUESTS.MEMBER_SEARCH_HINT')}
            />
            {search !== '' && (matches?.items.length ?? 0) > 0 && (
              <Group gap="xs" data-testid="data-request-member-matches">
                {matches?.items.map((found) => (
                  <Button
                    key={found.id}
                    size="xs"
                    variant="light"
                    onClick={() => setMember({ id: found.id, name: found.name })}
                  >
                    {found.name}
                  </Button>
                ))}
              </Group>
            )}
          </Stack>
        ) : (
          <Group gap="xs">
            <Text fw={600} data-testid="data-request-member">
              {message('DATA_REQUESTS.MEMBER_CHOSEN', { nombre: member.name })}
            </Text>
            <Button size="xs" variant="subtle" onClick={() => setMember(null)}>
              {message('DATA_REQUESTS.MEMBER_CLEAR')}
            </Button>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {member === null && (
            <>
              <TextInput
                {...form.getInputProps('memberName')}
                label={message('FIELD.dataRequestName')}
                required
                autoComplete="off"
              />
              <TextInput
                {...form.getInputProps('cedula')}
                label={message('FIELD.dataRequestCedula')}
                autoComplete="off"
                inputMode="numeric"
              />
            </>
          )}
          <NativeSelect
            {...form.getInputProps('kind')}
            onChange={(event) =>
              isKind(event.currentTarget.value) && form.setFieldValue('kind', event.currentTarget.value)
            }
            data={kindOptions}
            label={message('FIELD.dataRequestKind')}
            required
          />
          <DateInput
            {...form.getInputProps('receivedOn')}
            value={form.values.receivedOn}
            onChange={(date) => form.setFieldValue('receivedOn', date)}
            label={message('FIELD.receivedOn')}
            maxDate={today}
            required
          />
        </SimpleGrid>
        <Textarea
          {...form.getInputProps('request')}
          label={message('FIELD.dataRequest')}
          description={message('DATA_REQUESTS.TEXT_HINT')}
          required
          autosize
          minRows={3}
          maxLength={DATA_REQUEST_TEXT_LENGTH.max}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {message('DATA_REQUESTS.SAVE')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
