/** The sound switch (Lyd / Ljud) and volume, in the settings; kept in this browser (soundSettings.ts). */
import { useSyncExternalStore } from 'react';
import { onSoundSettings, setSoundSettings, soundSettings } from './soundSettings.ts';

/** Visible texts, from the caller's translations (this chunk then needs no i18n code of its own). */
export interface SoundControlsProps {
  title: string;
  switchLabel: string;
  volumeLabel: string;
}

export function SoundControls({ title, switchLabel, volumeLabel }: SoundControlsProps) {
  const { on, volume } = useSyncExternalStore(onSoundSettings, soundSettings);
  return (
    <fieldset>
      <legend>{title}</legend>
      <label>
        <input type="checkbox" role="switch" checked={on} onChange={(e) => setSoundSettings({ on: e.target.checked })} />
        {switchLabel}
      </label>
      <label>
        {volumeLabel}
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(volume * 100)}
          disabled={!on}
          onChange={(e) => setSoundSettings({ volume: Number(e.target.value) / 100 })}
        />
      </label>
    </fieldset>
  );
}
