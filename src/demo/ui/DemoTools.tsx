import { useId, useState, useSyncExternalStore, type ComponentType } from 'react';
import { Field } from '../../ui/kit/Field';
import { DEMO_PASSWORD } from '../demo-seed';
import {
  DEMO_COUNTRIES,
  DEMO_WALLET_CHOICES,
  DEMO_WALLET_OUTCOMES,
  PORT_NAMES,
  type PortName,
} from '../demo-state';
import type { DemoWorld } from '../demo-world';
import { useDemoTranslation } from './demo-catalogue';
import { DemoOutbox } from './DemoOutbox';
import { DemoGiftsToSend } from './DemoGiftsToSend';
import { Choices, EventText, PortSelect, Section } from './demo-tools-parts';
import './demo-tools.css';

/** The seeded accounts, each with what makes it worth trying. */
const DEMO_ACCOUNTS = [
  { email: 'free@demo.test', about: 'free' },
  { email: 'member@demo.test', about: 'member' },
  { email: 'discount@demo.test', about: 'discount' },
  { email: 'cancelled@demo.test', about: 'cancelled' },
  { email: 'pastdue@demo.test', about: 'pastDue' },
  { email: 'authcheck@demo.test', about: 'authCheck' },
  { email: 'expiring@demo.test', about: 'expiring' },
  { email: 'paused@demo.test', about: 'paused' },
] as const;

/**
 * The demo tools, shown in the header's "Demo tools" dialog of builds with an in-memory adapter:
 * the demo accounts, a reset, the visitor's country, latency, a failing call, a held call, the
 * wallets, the outbox of reset e-mails and the tracked events. It follows the world as it changes.
 *
 * `reload` restarts the app after a reset, so every screen reads the fresh world.
 */
export function createDemoTools(
  world: DemoWorld,
  reload: () => void = () => window.location.reload(),
): ComponentType {
  const subscribe = (listener: () => void) => world.subscribe(listener);
  const snapshot = () => world.state;
  const heldSnapshot = () => world.heldCalls;

  return function DemoTools() {
    const { t } = useDemoTranslation();
    const state = useSyncExternalStore(subscribe, snapshot);
    const heldCalls = useSyncExternalStore(subscribe, heldSnapshot);
    const { country, latencyMs, failNextCall, holdNextCall } = state.settings;
    const ids = useId();
    const [latency, setLatency] = useState(String(latencyMs));
    const [port, setPort] = useState<PortName>(PORT_NAMES[0]);
    const [portToHold, setPortToHold] = useState<PortName>(PORT_NAMES[0]);
    const [renewalNote, setRenewalNote] = useState<string | null>(null);
    const [signInNote, setSignInNote] = useState<string | null>(null);

    const onLatency = (value: string) => {
      setLatency(value);
      const milliseconds = Number(value);
      if (value.trim() !== '' && Number.isFinite(milliseconds) && milliseconds >= 0) {
        world.setLatency(milliseconds);
      }
    };

    return (
      <div className="demo-tools">
        <Section title={t('tools.accounts.title')}>
          <p>
            {t('tools.accounts.password')} <code className="demo-tools__code">{DEMO_PASSWORD}</code>
          </p>
          <ul className="demo-tools__list">
            {DEMO_ACCOUNTS.map(({ email, about }) => (
              <li key={email}>
                <code className="demo-tools__code">{email}</code>{' '}
                <span className="demo-tools__muted">{t(`tools.accounts.${about}`)}</span>
              </li>
            ))}
            <li>{t('tools.accounts.google')}</li>
            <li>{t('tools.accounts.apple')}</li>
          </ul>
        </Section>

        <Section title={t('tools.reset.title')}>
          <p className="demo-tools__muted">{t('tools.reset.description')}</p>
          <div>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                world.reset();
                reload();
              }}
            >
              {t('tools.reset.button')}
            </button>
          </div>
        </Section>

        <Section title={t('tools.renewals.title')}>
          <p className="demo-tools__muted">{t('tools.renewals.description')}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                if (world.failNextRenewal()) reload();
                else setRenewalNote(t('tools.renewals.nobody'));
              }}
            >
              {t('tools.renewals.fail')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                if (world.expireCard()) reload();
                else setRenewalNote(t('tools.renewals.nobody'));
              }}
            >
              {t('tools.renewals.expire')}
            </button>
          </div>
          {renewalNote && <p role="status">{renewalNote}</p>}
        </Section>

        <Section title={t('tools.signIn.title')}>
          <p className="demo-tools__muted">{t('tools.signIn.description')}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() =>
                setSignInNote(t(world.ageSignIn() ? 'tools.signIn.aged' : 'tools.signIn.nobody'))
              }
            >
              {t('tools.signIn.age')}
            </button>
          </div>
          <p role="status">{signInNote}</p>
        </Section>

        <Section title={t('tools.country.title')}>
          <Choices
            label={t('tools.country.title')}
            describedBy={`${ids}-country-hint`}
            name={`${ids}-country`}
            values={DEMO_COUNTRIES}
            checked={country}
            labelOf={(code) => t(`tools.country.${code}`)}
            onChange={(code) => world.setCountry(code)}
          />
          <p id={`${ids}-country-hint`} className="field__hint">
            {t('tools.country.hint')}
          </p>
        </Section>

        <Section title={t('tools.latency.title')}>
          <Field id={`${ids}-latency`} label={t('tools.latency.label')}>
            {(control) => (
              <input
                {...control}
                className="field__input demo-tools__number"
                type="number"
                min={0}
                step={100}
                inputMode="numeric"
                value={latency}
                onChange={(event) => onLatency(event.target.value)}
              />
            )}
          </Field>
        </Section>

        <Section title={t('tools.fail.title')}>
          <div className="demo-tools__inline">
            <PortSelect
              id={`${ids}-port`}
              label={t('tools.fail.port')}
              value={port}
              onChange={setPort}
            />
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => world.failNextCall(port)}
            >
              {t('tools.fail.arm')}
            </button>
          </div>
          <div className="demo-tools__inline">
            <p role="status" className="demo-tools__muted">
              {failNextCall ? t('tools.fail.armed', { port: failNextCall }) : t('tools.fail.none')}
            </p>
            {failNextCall && (
              <button
                type="button"
                className="link-button"
                onClick={() => world.failNextCall(null)}
              >
                {t('tools.fail.disarm')}
              </button>
            )}
          </div>
        </Section>

        <Section title={t('tools.hold.title')}>
          <p className="demo-tools__muted">{t('tools.hold.description')}</p>
          <div className="demo-tools__inline">
            <PortSelect
              id={`${ids}-port-to-hold`}
              label={t('tools.hold.port')}
              value={portToHold}
              onChange={setPortToHold}
            />
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void world.holdNextCall(portToHold)}
            >
              {t('tools.hold.arm')}
            </button>
          </div>
          <div className="demo-tools__inline">
            <div role="status" className="demo-tools__muted">
              <p>
                {holdNextCall.length > 0
                  ? t('tools.hold.armed', {
                      count: holdNextCall.length,
                      ports: holdNextCall.join(', '),
                    })
                  : t('tools.hold.none')}
              </p>
              {heldCalls.length > 0 && (
                <p>
                  {t('tools.hold.held', { count: heldCalls.length, ports: heldCalls.join(', ') })}
                </p>
              )}
            </div>
            {(holdNextCall.length > 0 || heldCalls.length > 0) && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => world.releaseHeldCalls()}
              >
                {t('tools.hold.release')}
              </button>
            )}
          </div>
        </Section>

        <Section title={t('tools.wallets.title')}>
          <Choices
            label={t('tools.wallets.shown')}
            labelShown
            name={`${ids}-wallets`}
            values={DEMO_WALLET_CHOICES}
            checked={state.settings.wallets}
            labelOf={(choice) => t(`tools.wallets.${choice}`)}
            onChange={(choice) => world.setWallets(choice)}
          />
          <Choices
            label={t('tools.wallets.next')}
            labelShown
            name={`${ids}-wallet-outcome`}
            values={DEMO_WALLET_OUTCOMES}
            checked={state.settings.nextWalletPayment}
            labelOf={(outcome) => t(`tools.wallets.${outcome}`)}
            onChange={(outcome) => world.setNextWalletPayment(outcome)}
          />
        </Section>

        <Section title={t('tools.outbox.title')}>
          <DemoGiftsToSend world={world} />
          <DemoOutbox state={state} />
        </Section>

        <Section title={t('tools.events.title')}>
          <p>
            {t('tools.events.consent', {
              choice: t(`tools.events.consent_${state.trackingConsent ?? 'none'}`),
            })}
          </p>
          {state.events.length === 0 ? (
            <p className="demo-tools__muted">{t('tools.events.empty')}</p>
          ) : (
            <ol className="demo-tools__list demo-tools__events">
              {state.events.map((event, index) => (
                // Events have no id of their own; the list only ever grows at its end.
                <li key={index}>
                  <EventText event={event} />
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>
    );
  };
}
