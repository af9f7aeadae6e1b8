/**
 * The lab's strings (locales/<lng>/lab.json), kept out of the table's first load: they are added
 * to i18next when the lab's chunk loads.
 */
import i18next from 'i18next';
import nb from '../../../locales/nb/lab.json';
import sv from '../../../locales/sv/lab.json';

/** Adds the `lab` namespace in both languages, once. */
export function addLabStrings(): void {
  for (const [lng, strings] of [['nb', nb], ['sv', sv]] as const) {
    if (!i18next.hasResourceBundle(lng, 'lab')) i18next.addResourceBundle(lng, 'lab', strings);
  }
}
