import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../app/i18n.ts';
import { resources } from '../../app/resources.ts';
import type { LabResult } from '../../engine/lab.ts';
import { labConclusion } from './conclusion.ts';
import { addLabStrings } from './labStrings.ts';

const RESULT: LabResult = {
  sessions: 10_000,
  meanResult: -2_900,
  stdError: 597,
  meanStaked: 258_430,
  expectedResult: -3_021.5,
  valuePerStake: -0.0116916,
  won: 0.6974,
  lost: 0.3026,
  ruined: 0.2519,
  hitLimit: 0,
  meanRounds: 87.3,
  histogram: [],
  paths: [],
};

beforeAll(() => {
  initI18n('nb', resources);
  addLabStrings();
});

const tFor = (lng: 'nb' | 'sv') => i18next.getFixedT(lng, 'lab');
/** Intl puts a no-break space before % and inside 5 000; compare with plain spaces. */
const plain = (lines: string[]) => lines.map((l) => l.replace(/[\u00a0\u202f]/g, ' '));

describe('lab conclusion', () => {
  it('Martingale in nb: won more often, lost 1,17 % of the money staked, like flat betting; broke evenings; within chance', () => {
    const s = plain(labConclusion(RESULT, { system: 'martingale' }, tFor('nb'), 'nb'));
    expect(s[0]).toBe(
      'Med Martingale gikk 69,7 % av kveldene i pluss og 30,3 % i minus, men tapene var store: i snitt tapte du 1,12 % av alt du satset, akkurat som med flat innsats. Husets fordel er 1,17 % av hver avgjort innsats, uansett system.',
    );
    expect(s[1]).toBe('I 25,2 % av kveldene gikk pengene tomme.');
    expect(s[2]).toMatch(/^Gjennomsnittet \(−29 kr per kveld\) ligger 0,2 standardfeil fra den eksakte forventningen \(−30,21 kr\), noe tilfeldighetene ofte gir\.$/);
    expect(s).toHaveLength(3);
  });

  it('flat betting in sv that lost more often, with MAX hit and a mean far from the expectation', () => {
    const r = { ...RESULT, won: 0.44, lost: 0.56, ruined: 0, hitLimit: 0.1, meanResult: -1_000, expectedResult: -3_021 };
    const s = plain(labConclusion(r, { system: 'flat' }, tFor('sv'), 'sv'));
    expect(s[0]).toBe('Med Fast insats gick 56 % av kvällarna minus och 44 % plus: i snitt förlorade du 0,39 % av allt du satsade. Husets fördel är 1,17 % av varje avgjord insats.');
    expect(s[1]).toMatch(/^I 10 % av kvällarna ville systemet satsa mer än bordets MAX på 5 000 kr/);
    expect(s[2]).toContain('3,4 medelfel');
    expect(s[2]).toContain('mer än slumpen brukar ge');
  });

  it('a run that came out ahead says it was luck', () => {
    const s = plain(labConclusion({ ...RESULT, meanResult: 500 }, { system: 'paroli' }, tFor('nb'), 'nb'));
    expect(s[0]).toBe('Paroli gikk i pluss i 69,7 % av kveldene, og i snitt vant du 0,19 % av alt du satset. Det var flaks: husets fordel er 1,17 % av hver avgjort innsats, og over mange nok kvelder taper du med hvert system.');
  });
});
