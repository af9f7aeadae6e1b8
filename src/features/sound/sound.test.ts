// @vitest-environment jsdom
/**
 * The sound module with a fake AudioContext: nothing is loaded or played before the first press,
 * which events of the table make which sounds, the switch and volume, and silence (no error)
 * where audio is unavailable.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTableStore } from '../../store/tableStore.ts';
import { memoryStorage } from '../../store/testStorage.ts';
import { armSound, cue, resetSoundForTests, type SoundCue } from './index.ts';
import { createCuePlayer } from './player.tsx';
import { cuesFor } from './storeCues.ts';
import { DEFAULT_SOUND, SOUND_KEY, forgetSoundSettings, setSoundSettings, soundSettings } from './soundSettings.ts';
import { synthesise } from './synth.ts';

/** A recording stand-in for the Web Audio API: every node made, every oscillator's start frequency. */
function fakeAudio() {
  const made: string[] = [];
  const tones: number[] = [];
  const param = (v = 0) => ({ value: v, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn(), linearRampToValueAtTime: vi.fn() });
  const node = (kind: string, extra: object = {}) => {
    made.push(kind);
    return { connect: vi.fn(), start: vi.fn(), stop: vi.fn(), ...extra };
  };
  const ctx = {
    currentTime: 0,
    sampleRate: 8000,
    state: 'running' as AudioContextState,
    destination: {},
    resume: vi.fn(() => Promise.resolve()),
    createGain: () => node('gain', { gain: param(1) }),
    createOscillator: () => {
      const frequency = param();
      frequency.setValueAtTime = vi.fn((f: number) => tones.push(f));
      return node('oscillator', { type: 'sine', frequency });
    },
    createBiquadFilter: () => node('filter', { type: 'lowpass', frequency: param(), Q: param() }),
    createBufferSource: () => node('noise', { buffer: null }),
    createBuffer: (_c: number, length: number) => ({ getChannelData: () => new Float32Array(length) }),
  };
  return { ctx, made, tones, count: (kind: string) => made.filter((k) => k === kind).length };
}

type Ctx = ReturnType<typeof fakeAudio>['ctx'];
const asContext = (ctx: Ctx) => ctx as unknown as Parameters<typeof synthesise>[0] & AudioContext;

beforeEach(() => {
  localStorage.clear();
  forgetSoundSettings();
  resetSoundForTests();
});
afterEach(() => vi.restoreAllMocks());

describe('before the first press', () => {
  it('loads nothing and plays nothing; the first press loads the sound code, which then plays', async () => {
    const target = new EventTarget() as unknown as Window;
    const played: SoundCue[] = [];
    const load = vi.fn(() => Promise.resolve({ createCuePlayer: () => ({ play: (c: SoundCue) => played.push(c) }) }));
    armSound({ subscribe: () => () => undefined }, target, load);
    cue('chip');
    cue('deal');
    expect(load).not.toHaveBeenCalled();
    expect(played).toEqual([]);
    target.dispatchEvent(new Event('keydown'));
    cue('refused'); // sent while loading: played once loaded
    expect(load).toHaveBeenCalledTimes(1);
    await load.mock.results[0]!.value;
    await Promise.resolve();
    expect(played).toEqual(['refused']);
    cue('win');
    target.dispatchEvent(new Event('pointerdown')); // a second press loads nothing more
    expect(load).toHaveBeenCalledTimes(1);
    expect(played).toEqual(['refused', 'win']);
  });

  it('once loaded, has the audio set up when the browser is next idle', async () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget() as unknown as Window;
      const prepare = vi.fn();
      const load = vi.fn(() => Promise.resolve({ createCuePlayer: () => ({ play: vi.fn(), prepare }) }));
      armSound({ subscribe: () => () => undefined }, target, load);
      target.dispatchEvent(new Event('pointerdown'));
      await vi.advanceTimersByTimeAsync(0);
      expect(prepare).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(3000);
      expect(prepare).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays silent when the sound code fails to load', async () => {
    const target = new EventTarget() as unknown as Window;
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    armSound({ subscribe: () => () => undefined }, target, load);
    target.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    await Promise.resolve();
    expect(() => cue('chip')).not.toThrow();
  });
});

describe('the player', () => {
  it('makes no AudioContext until a sound is due, then one for all', () => {
    const audio = fakeAudio();
    const make = vi.fn(() => asContext(audio.ctx));
    const player = createCuePlayer(make);
    expect(make).not.toHaveBeenCalled();
    player.play('chip');
    player.play('deal');
    expect(make).toHaveBeenCalledTimes(1);
    expect(audio.count('oscillator') + audio.count('noise')).toBeGreaterThan(0);
  });

  it('sets the audio up ahead of the first sound, only with the sound on: one context and its noise', () => {
    const audio = fakeAudio();
    const made: number[] = [];
    audio.ctx.createBuffer = (_c: number, length: number) => (made.push(length), { getChannelData: () => new Float32Array(length) });
    const make = vi.fn(() => asContext(audio.ctx));
    const player = createCuePlayer(make);
    setSoundSettings({ on: false });
    player.prepare();
    expect(make).not.toHaveBeenCalled();
    setSoundSettings({ on: true, volume: 0.5 });
    player.prepare();
    expect(make).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
    player.play('deal'); // the same context and noise
    expect(make).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
    expect(audio.count('noise')).toBeGreaterThan(0);
  });

  it('plays nothing with the switch off or the volume at 0, and follows the volume', () => {
    const audio = fakeAudio();
    const player = createCuePlayer(() => asContext(audio.ctx));
    setSoundSettings({ on: false });
    player.play('win');
    expect(audio.made).toEqual([]);
    setSoundSettings({ on: true, volume: 0 });
    player.play('win');
    expect(audio.made).toEqual([]);
    setSoundSettings({ volume: 0.3 });
    player.play('win');
    expect(audio.count('oscillator')).toBe(4);
  });

  it('is silent, without throwing or logging, where audio is unavailable', () => {
    const error = vi.spyOn(console, 'error');
    expect(() => createCuePlayer(() => null).play('chip')).not.toThrow();
    const throwing = createCuePlayer(() => {
      throw new Error('NotAllowedError');
    });
    expect(() => throwing.play('win')).not.toThrow();
    expect(error).not.toHaveBeenCalled();
  });

  it('resumes a context the browser suspended', () => {
    const audio = fakeAudio();
    audio.ctx.state = 'suspended';
    createCuePlayer(() => asContext(audio.ctx)).play('turn');
    expect(audio.ctx.resume).toHaveBeenCalled();
  });
});

describe('the sounds', () => {
  it('each cue is its own sound: win rises, loss falls, push repeats a note', () => {
    const of = (c: SoundCue) => {
      const audio = fakeAudio();
      synthesise(asContext(audio.ctx), {} as AudioNode, c);
      return audio;
    };
    expect(of('win').tones).toEqual([...of('win').tones].sort((a, b) => a - b));
    expect(of('win').tones).toHaveLength(4);
    const loss = of('loss').tones;
    expect(loss[0]).toBeGreaterThan(loss[1]!);
    expect(new Set(of('push').tones).size).toBe(1);
    expect(of('deal').count('oscillator')).toBe(0); // a card is noise, not a note
    expect(of('deal').count('noise')).toBe(1);
    expect(of('shuffle').count('noise')).toBeGreaterThan(5);
    const shapes = (['chip', 'refused', 'deal', 'turn', 'win', 'push', 'loss', 'shuffle', 'reminder'] as const).map((c) => JSON.stringify([of(c).made, of(c).tones]));
    expect(new Set(shapes).size).toBe(shapes.length);
  });
});

describe('which table events make which sounds', () => {
  function table() {
    const store = createTableStore({ storage: memoryStorage(), seed: 'sound-test', now: () => 0 });
    const heard: SoundCue[] = [];
    store.subscribe((next, prev) => heard.push(...cuesFor(prev, next)));
    return { store, get: () => store.getState(), heard };
  }

  it('a chip placed, doubled or taken back clicks; a refusal sounds; choosing a chip is silent', () => {
    const { get, heard } = table();
    get().selectChip(10_000);
    expect(heard).toEqual([]);
    get().placeChip('player');
    get().double();
    get().undo();
    expect(heard).toEqual(['chip', 'chip', 'chip']);
    get().placeChip('banker'); // both sides: refused
    get().deal(); // deals: no chip sound at GI
    expect(heard).toEqual(['chip', 'chip', 'chip', 'refused']);
  });

  it('a second SATS IGJEN, refused with its reason, sounds as a refusal (the first placed chips)', () => {
    const { get, heard } = table();
    get().selectChip(1_000);
    get().placeChip('player');
    get().deal();
    get().finishReveal();
    heard.length = 0;
    get().rebet();
    get().rebet();
    expect(get().notice?.key).toBe('rebet-placed');
    expect(heard).toEqual(['chip', 'refused']);
  });

  it('the result sounds once the last card is turned: win, push or loss of the stake', () => {
    const outcomes: SoundCue[] = [];
    for (let i = 0; i < 30 && new Set(outcomes).size < 2; i++) {
      const { get, heard } = table();
      get().newShoe(`round-${i}`);
      heard.length = 0;
      get().selectChip(1_000);
      get().placeChip('tie');
      get().placeChip('player');
      get().deal();
      expect(heard).toEqual(['chip', 'chip']);
      const { returned, staked } = { returned: get().balance - (1_000_000 - 2_000), staked: 2_000 };
      get().finishReveal();
      const expected = returned > staked ? 'win' : returned === staked ? 'push' : 'loss';
      expect(heard.slice(2)).toEqual([expected]);
      outcomes.push(expected);
    }
    expect(new Set(outcomes).size).toBeGreaterThan(1);
  });

  it('a new shoe is shuffled audibly (not the reshuffle before every round); informing notices make no refusal sound', () => {
    const { get, heard } = table();
    get().newShoe('another');
    expect(get().notice?.key).toBe('new-shoe');
    expect(heard).toEqual(['shuffle']);
    get().updateSettings({ policy: 'cut-card' });
    expect(heard).toEqual(['shuffle', 'shuffle']);
  });

  it('a new every-round shoe asked for sounds too, though it holds the same unshuffled decks until the deal', () => {
    const { get, heard } = table();
    const before = get().shoe;
    get().newShoe();
    expect(get().shoe.cards).toEqual(before.cards);
    expect(heard).toEqual(['shuffle']);
  });

  it('a shoe copied from another tab, same cards in the same order, makes no shuffle sound', () => {
    const { store, heard } = table();
    const shoe = store.getState().shoe;
    store.setState({ shoe: { ...shoe, cards: [...shoe.cards] } });
    expect(heard).toEqual([]);
  });
});

describe('sound settings', () => {
  it('are on at 60 % by default, kept in the browser, and bad stored values are ignored', () => {
    expect(soundSettings()).toEqual(DEFAULT_SOUND);
    setSoundSettings({ on: false, volume: 0.25 });
    forgetSoundSettings();
    expect(soundSettings()).toEqual({ on: false, volume: 0.25 });
    localStorage.setItem(SOUND_KEY, '{"on":"yes","volume":7}');
    forgetSoundSettings();
    expect(soundSettings()).toEqual(DEFAULT_SOUND);
    setSoundSettings({ volume: 3 });
    expect(soundSettings().volume).toBe(1);
  });
});
