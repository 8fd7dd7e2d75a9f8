import type { Page } from "@playwright/test";
import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type { UiPath } from "./ui-model.ts";

/**
 * Walks one generated path through the real portal: the page starts from the path's scenario,
 * each event is done the way a user (or the world: a server going away, time passing) does it,
 * and after the start and every step the page must show what the state the machine is in
 * promises. An event or a state the driver has no entry for fails the walk, by name.
 */
export interface UiDriver {
  /** Opens the page with the machine started from this scenario's input. */
  readonly start: (page: Page, input: unknown) => Promise<void>;
  /**
   * What a user does for each event type. `next` is the path's following event: what a person
   * types can decide how the server answers (a right or a wrong password).
   */
  readonly actions: Readonly<
    Record<string, (page: Page, event: AnyEventObject, next?: AnyEventObject) => Promise<void>>
  >;
  /**
   * What the page shows in each state, by the state's value as the model serializes it
   * (`stateKey`), given the model's snapshot for what the key leaves out.
   */
  readonly states: Readonly<
    Record<string, (page: Page, snapshot: AnyMachineSnapshot) => Promise<void>>
  >;
  readonly stateKey: (snapshot: AnyMachineSnapshot) => string;
}

export async function walkPath(page: Page, path: UiPath, driver: UiDriver): Promise<void> {
  const expectShown = async (snapshot: AnyMachineSnapshot, after: string) => {
    const key = driver.stateKey(snapshot);
    const check = driver.states[key];
    if (check === undefined) throw new Error(`no page check for state ${key} (after ${after})`);
    await check(page, snapshot).catch((error: unknown) => {
      throw new Error(`in state ${key} after ${after}: ${String(error)}`);
    });
  };
  const [first, ...rest] = path.steps;
  if (first === undefined) throw new Error("an empty path");
  await driver.start(page, path.scenario.input);
  await expectShown(first.state, "start");
  for (const [index, step] of rest.entries()) {
    const act = driver.actions[step.event.type];
    if (act === undefined) throw new Error(`no user action for event ${step.event.type}`);
    await act(page, step.event, rest[index + 1]?.event);
    await expectShown(step.state, step.event.type);
  }
}
