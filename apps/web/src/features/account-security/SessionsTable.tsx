import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import type { Schemas } from '@ridgeline/backend-client';
import { formatInstant } from '@ridgeline/domain';

const AREA_LABEL = {
  system: 'System administration',
  'user-portal': 'User portal',
  partner: 'Partner portal',
};

/**
 * The user's active sessions. Times are UTC with its name (issue 27 item 6): the system area and the user portal
 * have no zone of their own, and the browser's would make two staff read different times for one sign-in.
 */
export function SessionsTable({
  sessions,
  ending,
  onEnd,
}: {
  sessions: readonly Schemas['ActiveSession'][];
  ending: boolean;
  onEnd: (id: string) => void;
}) {
  return (
    <Table striped aria-label="Active sessions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Where</Table.Th>
          <Table.Th>From</Table.Th>
          <Table.Th>Signed in</Table.Th>
          <Table.Th>Last active</Table.Th>
          <Table.Th>
            <VisuallyHidden>Action</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sessions.map((session) => (
          <Table.Tr key={session.id}>
            <Table.Td>
              {AREA_LABEL[session.area]}{' '}
              {session.current ? (
                <Badge size="sm" variant="light">
                  This browser
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>{session.ip ?? '—'}</Table.Td>
            <Table.Td>{formatInstant(session.createdOn)}</Table.Td>
            <Table.Td>{formatInstant(session.lastSeenOn)}</Table.Td>
            <Table.Td>
              {session.current ? null : (
                <Button
                  size="xs"
                  variant="default"
                  disabled={ending}
                  aria-label={`End the ${AREA_LABEL[session.area]} session from ${session.ip ?? 'an unknown address'}`}
                  onClick={() => onEnd(session.id)}
                >
                  End
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
