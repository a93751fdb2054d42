/** A form's data as the engine keeps it (the schema decides its shape). */
export type FormData = Record<string, unknown>;

/** The flow's state a step's computed option reads (derivedData, a nextText function, its contracts). */
export interface FlowStateInput<Ctx, Loaded> {
  loaded: Loaded;
  ctx: Ctx;
  forms: Readonly<Record<string, FormData>>;
}
