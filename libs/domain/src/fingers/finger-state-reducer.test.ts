import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FINGER_NAMES, HANDS, type FingerName, type Hand } from '../finger-codes/hand-finger';
import type { FingerState, FingerStateAction } from './finger-state';
import { fingerStateReducer } from './finger-state-reducer';
import { initialFingerState } from './initial-finger-state';
import { isFourFingerAvailable, isThumbStampedAvailable } from './is-four-finger-available';

const run = (actions: FingerStateAction[], from: FingerState = initialFingerState()): FingerState =>
  actions.reduce(fingerStateReducer, from);

const mark = (hand: Hand, finger: FingerName, color: 'red' | 'yellow'): FingerStateAction => ({
  type: 'finger.mark',
  hand,
  finger,
  mark: color,
});

const everyFinger = (state: FingerState) =>
  HANDS.flatMap((hand) => FINGER_NAMES.map((finger) => state[hand][finger]));

describe('initialFingerState', () => {
  it('starts with five unmarked, inactive fingers per hand carrying their rolled codes', () => {
    const state = initialFingerState();
    expect(state.leftHand.pinky.code).toBe('LEFT_LITTLE_ROLL');
    expect(state.rightHand.thumb.code).toBe('RIGHT_THUMB_ROLL');
    expect(everyFinger(state)).toHaveLength(10);
    expect(
      everyFinger(state).every((f) => !f.red && !f.yellow && !f.active && !f.selected && f.image === null),
    ).toBe(true);
    expect(state.leftFourFingerAvailable || state.rightFourFingerAvailable).toBe(false);
  });
});

describe('marking a finger', () => {
  it('sets red and clears yellow', () => {
    const state = run([mark('leftHand', 'index', 'yellow'), mark('leftHand', 'index', 'red')]);
    expect(state.leftHand.index).toMatchObject({ red: true, yellow: false });
  });

  it('sets yellow and clears red', () => {
    const state = run([mark('rightHand', 'ring', 'red'), mark('rightHand', 'ring', 'yellow')]);
    expect(state.rightHand.ring).toMatchObject({ red: false, yellow: true });
  });
});

describe('four-finger availability', () => {
  it('holds only when index, middle, ring and pinky of that hand are all red or yellow', () => {
    const threeMarked = run([
      mark('leftHand', 'index', 'red'),
      mark('leftHand', 'middle', 'yellow'),
      mark('leftHand', 'ring', 'red'),
    ]);
    expect(threeMarked.leftFourFingerAvailable).toBe(false);
    const allFour = fingerStateReducer(threeMarked, mark('leftHand', 'pinky', 'yellow'));
    expect(allFour.leftFourFingerAvailable).toBe(true);
    expect(allFour.rightFourFingerAvailable).toBe(false);
  });

  it('ignores the thumb', () => {
    const state = run([mark('rightHand', 'thumb', 'red')]);
    expect(state.rightFourFingerAvailable).toBe(false);
    expect(state.rightThumbStampedAvailable).toBe(true);
  });

  it('is lost again when a marked finger is cleared', () => {
    const marked = run(
      (['index', 'middle', 'ring', 'pinky'] as const).map((f) => mark('rightHand', f, 'red')),
    );
    expect(marked.rightFourFingerAvailable).toBe(true);
    expect(
      fingerStateReducer(marked, { type: 'finger.clear', hand: 'rightHand', finger: 'ring' })
        .rightFourFingerAvailable,
    ).toBe(false);
  });
});

describe('activating', () => {
  const withSelections = (): FingerState =>
    run([
      { type: 'fourFinger.activate', hand: 'leftHand' },
      { type: 'fourFinger.setImage', hand: 'leftHand', image: 'left-slap' },
      { type: 'thumbStamped.activate', hand: 'rightHand' },
      { type: 'thumbStamped.setImage', hand: 'rightHand', image: 'right-flat' },
      { type: 'fourFinger.activate', hand: 'rightHand' },
    ]);

  it('a single finger resets both four-finger selections and keeps the thumb-stamped flags', () => {
    const before = run([
      { type: 'thumbStamped.activate', hand: 'leftHand' },
      { type: 'fourFinger.setImage', hand: 'rightHand', image: 'x' },
    ]);
    const forced = {
      ...before,
      fourFinger: { left: { selected: true, image: null }, right: { selected: true, image: 'x' } },
    };
    const state = fingerStateReducer(forced, { type: 'finger.activate', hand: 'leftHand', finger: 'middle' });
    expect(state.fourFinger.left.selected).toBe(false);
    expect(state.fourFinger.right.selected).toBe(false);
    expect(state.fourFinger.right.image).toBe('x');
    expect(state.thumbStamped.left.selected).toBe(true);
    expect(state.leftHand.middle).toMatchObject({ active: true, selected: true });
  });

  it('a thumb resets the four-finger selections and the thumb-stamped flags', () => {
    const state = fingerStateReducer(
      {
        ...withSelections(),
        thumbStamped: {
          left: { selected: true, image: null },
          right: { selected: true, image: 'right-flat' },
        },
      },
      { type: 'finger.activate', hand: 'rightHand', finger: 'thumb' },
    );
    expect(state.fourFinger.left.selected || state.fourFinger.right.selected).toBe(false);
    expect(state.thumbStamped.left.selected || state.thumbStamped.right.selected).toBe(false);
    expect(state.thumbStamped.right.image).toBe('right-flat');
    expect(state.rightHand.thumb.active).toBe(true);
  });

  it('a four-finger group selects its hand, resets the other hand and the thumb-stamped flags', () => {
    const state = run([
      { type: 'thumbStamped.activate', hand: 'leftHand' },
      { type: 'finger.activate', hand: 'rightHand', finger: 'index' },
      { type: 'fourFinger.activate', hand: 'leftHand' },
    ]);
    expect(state.fourFinger.left.selected).toBe(true);
    expect(state.fourFinger.right.selected).toBe(false);
    expect(state.thumbStamped.left.selected).toBe(false);
    expect(state.rightHand.index.active).toBe(false);
    expect(state.rightHand.index.selected).toBe(true);
  });

  it('a stamped thumb selects its hand and resets the four-finger selections', () => {
    const state = run([
      { type: 'fourFinger.activate', hand: 'rightHand' },
      { type: 'thumbStamped.activate', hand: 'rightHand' },
    ]);
    expect(state.thumbStamped.right.selected).toBe(true);
    expect(state.thumbStamped.left.selected).toBe(false);
    expect(state.fourFinger.right.selected).toBe(false);
  });

  it('keeps only one finger active at a time', () => {
    const state = run([
      { type: 'finger.activate', hand: 'leftHand', finger: 'index' },
      { type: 'finger.activate', hand: 'rightHand', finger: 'pinky' },
    ]);
    expect(everyFinger(state).filter((f) => f.active)).toHaveLength(1);
    expect(state.rightHand.pinky.active).toBe(true);
  });
});

describe('images', () => {
  it('storing a print selects the finger; removing it keeps the selection', () => {
    const stored = run([{ type: 'finger.setImage', hand: 'leftHand', finger: 'ring', image: 'img' }]);
    expect(stored.leftHand.ring).toMatchObject({ image: 'img', selected: true });
    const removed = fingerStateReducer(stored, {
      type: 'finger.setImage',
      hand: 'leftHand',
      finger: 'ring',
      image: null,
    });
    expect(removed.leftHand.ring).toMatchObject({ image: null, selected: true });
  });

  it('storing a slap or stamped-thumb image selects its flag', () => {
    const state = run([
      { type: 'fourFinger.setImage', hand: 'rightHand', image: 'slap' },
      { type: 'thumbStamped.setImage', hand: 'leftHand', image: 'flat' },
    ]);
    expect(state.fourFinger.right).toEqual({ selected: true, image: 'slap' });
    expect(state.thumbStamped.left).toEqual({ selected: true, image: 'flat' });
  });
});

describe('clearing', () => {
  const captured = (): FingerState =>
    run([
      mark('leftHand', 'thumb', 'red'),
      mark('leftHand', 'index', 'yellow'),
      { type: 'finger.setImage', hand: 'leftHand', finger: 'index', image: 'idx' },
      { type: 'finger.activate', hand: 'leftHand', finger: 'index' },
      { type: 'thumbStamped.setImage', hand: 'leftHand', image: 'flat' },
      { type: 'fourFinger.setImage', hand: 'rightHand', image: 'slap' },
    ]);

  it('clearing all wipes active, selected and image everywhere and keeps the marks', () => {
    const state = fingerStateReducer(captured(), { type: 'fingers.clearAll' });
    expect(everyFinger(state).some((f) => f.active || f.selected || f.image !== null)).toBe(false);
    expect(state.fourFinger.right).toEqual({ selected: false, image: null });
    expect(state.thumbStamped.left).toEqual({ selected: false, image: null });
    expect(state.leftHand.thumb.red).toBe(true);
    expect(state.leftHand.index.yellow).toBe(true);
  });

  it('clearing a single finger keeps its image, selected, default and code', () => {
    const before = captured();
    const withDefault = {
      ...before,
      leftHand: { ...before.leftHand, index: { ...before.leftHand.index, default: 'silhouette' } },
    };
    const state = fingerStateReducer(withDefault, {
      type: 'finger.clear',
      hand: 'leftHand',
      finger: 'index',
    });
    expect(state.leftHand.index).toEqual({
      red: false,
      yellow: false,
      active: false,
      selected: true,
      image: 'idx',
      default: 'silhouette',
      code: 'LEFT_INDEX_ROLL',
    });
    expect(state.thumbStamped.left).toEqual({ selected: true, image: 'flat' });
  });

  it('clearing a thumb also clears the stamped flags of its hand', () => {
    const state = fingerStateReducer(captured(), { type: 'finger.clear', hand: 'leftHand', finger: 'thumb' });
    expect(state.thumbStamped.left).toEqual({ selected: false, image: null });
    expect(state.leftHand.thumb.red).toBe(false);
    expect(state.leftThumbStampedAvailable).toBe(false);
  });

  it('reset returns the initial state', () => {
    expect(fingerStateReducer(captured(), { type: 'fingers.reset' })).toEqual(initialFingerState());
  });

  it('never mutates the state it is given', () => {
    const before = captured();
    const snapshot: unknown = JSON.parse(JSON.stringify(before));
    fingerStateReducer(before, { type: 'fingers.clearAll' });
    fingerStateReducer(before, mark('rightHand', 'pinky', 'red'));
    expect(before).toEqual(snapshot);
  });
});

const handArb = fc.constantFrom<Hand>(...HANDS);
const fingerArb = fc.constantFrom<FingerName>(...FINGER_NAMES);
const imageArb = fc.option(fc.constantFrom('a', 'b'), { nil: null });
const actionArb: fc.Arbitrary<FingerStateAction> = fc.oneof(
  fc.record({
    type: fc.constant('finger.mark' as const),
    hand: handArb,
    finger: fingerArb,
    mark: fc.constantFrom('red' as const, 'yellow' as const),
  }),
  fc.record({ type: fc.constant('finger.activate' as const), hand: handArb, finger: fingerArb }),
  fc.record({
    type: fc.constant('finger.setImage' as const),
    hand: handArb,
    finger: fingerArb,
    image: imageArb,
  }),
  fc.record({ type: fc.constant('finger.clear' as const), hand: handArb, finger: fingerArb }),
  fc.record({ type: fc.constant('fourFinger.activate' as const), hand: handArb }),
  fc.record({ type: fc.constant('fourFinger.setImage' as const), hand: handArb, image: imageArb }),
  fc.record({ type: fc.constant('thumbStamped.activate' as const), hand: handArb }),
  fc.record({ type: fc.constant('thumbStamped.setImage' as const), hand: handArb, image: imageArb }),
  fc.constant({ type: 'fingers.clearAll' as const }),
  fc.constant({ type: 'fingers.reset' as const }),
);

describe('finger-state invariants (property-based)', () => {
  it('never leaves a finger both red and yellow, whatever the action sequence', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 60 }), (actions) => {
        let state = initialFingerState();
        for (const action of actions) {
          state = fingerStateReducer(state, action);
          expect(everyFinger(state).some((f) => f.red && f.yellow)).toBe(false);
        }
      }),
    );
  });

  it('keeps four-finger availability equal to its definition after every action', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 60 }), (actions) => {
        let state = initialFingerState();
        for (const action of actions) {
          state = fingerStateReducer(state, action);
          const definition = (hand: Hand) =>
            (['index', 'middle', 'ring', 'pinky'] as const).every(
              (f) => state[hand][f].red || state[hand][f].yellow,
            );
          expect(state.leftFourFingerAvailable).toBe(definition('leftHand'));
          expect(state.rightFourFingerAvailable).toBe(definition('rightHand'));
          expect(state.leftFourFingerAvailable).toBe(isFourFingerAvailable(state.leftHand));
          expect(state.rightThumbStampedAvailable).toBe(isThumbStampedAvailable(state.rightHand));
        }
      }),
    );
  });

  it('keeps at most one finger active', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        const state = run(actions);
        expect(everyFinger(state).filter((f) => f.active).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
