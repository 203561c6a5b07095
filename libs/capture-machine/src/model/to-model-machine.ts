import { createMachine } from 'xstate';
import type { CaptureMachine } from '../capture-machine';

type NodeConfig = { [key: string]: unknown };

/** The event the model takes for a delayed transition; the system under test advances its clock instead. */
export const modelAfterEvent = (delay: string) => `model.after.${delay}`;

const isRecord = (value: unknown): value is NodeConfig => typeof value === 'object' && value !== null;

function toModelNode(node: NodeConfig): NodeConfig {
  const { invoke, after, states, on, ...rest } = node;
  const handlers: NodeConfig = isRecord(on) ? { ...on } : {};
  for (const invocation of invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]) {
    if (!isRecord(invocation) || typeof invocation['id'] !== 'string') {
      throw new Error('Every invoke of the capture machine needs an id for its model');
    }
    const id = invocation['id'];
    if (invocation['onDone'] !== undefined) handlers[`xstate.done.actor.${id}`] = invocation['onDone'];
    if (invocation['onError'] !== undefined) handlers[`xstate.error.actor.${id}`] = invocation['onError'];
  }
  if (isRecord(after)) {
    for (const [delay, transition] of Object.entries(after)) handlers[modelAfterEvent(delay)] = transition;
  }
  const children = isRecord(states)
    ? Object.fromEntries(
        Object.entries(states).map(([key, child]) => [key, isRecord(child) ? toModelNode(child) : child]),
      )
    : undefined;
  return {
    ...rest,
    ...(Object.keys(handlers).length > 0 ? { on: handlers } : {}),
    ...(children ? { states: children } : {}),
  };
}

/**
 * The capture machine with every invocation and delay turned into plain events of the same name
 * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `model.after.<delay>`), since graph traversal
 * cannot run actors or timers. Derived from the real configuration, so the model cannot drift from it.
 */
export function toModelMachine(machine: CaptureMachine): CaptureMachine {
  const config = toModelNode(machine.config as unknown as NodeConfig);
  return createMachine(
    config as Parameters<typeof createMachine>[0],
    machine.implementations as unknown as Parameters<typeof createMachine>[1],
  ) as unknown as CaptureMachine;
}
