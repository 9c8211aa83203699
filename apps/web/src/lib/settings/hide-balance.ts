import { useSyncExternalStore } from 'react';

/** The device's choice to open the app with amounts hidden (home's eye and /appSettings change it). */
const STORAGE_KEY = 'carteira.hideValues';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

let hidden = readStored();

/** Whether amounts open hidden on this device. */
export function getHideBalance(): boolean {
  return hidden;
}

/** Keeps the choice on this device (a storage that refuses it still changes this visit). */
export function setHideBalance(value: boolean): void {
  hidden = value;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, value ? '1' : '0');
  } catch {
    // not kept, still changed for this visit
  }
  for (const listener of listeners) listener();
}

export function subscribeHideBalance(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the stored choice again (another tab, or a test that set the storage). */
export function reloadHideBalance(): void {
  hidden = readStored();
  for (const listener of listeners) listener();
}

export function useHideBalance(): [boolean, (value: boolean) => void] {
  return [useSyncExternalStore(subscribeHideBalance, getHideBalance, getHideBalance), setHideBalance];
}
