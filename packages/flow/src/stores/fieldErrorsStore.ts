import { create } from 'zustand';

interface FieldErrorsState {
  /** The first message per field (docs/spec/flow/errors.md#field-errors). */
  errors: Readonly<Record<string, string>>;
  /** Increments on every failed submit, so the error summary knows to take focus again. */
  submitFailures: number;
  setFromResponse(errors: Readonly<Record<string, readonly string[]>>, fromSubmit: boolean): void;
  setField(name: string, message: string | null): void;
  clearAll(): void;
}

export const useFieldErrorsStore = create<FieldErrorsState>()((set) => ({
  errors: {},
  submitFailures: 0,
  setFromResponse: (errors, fromSubmit) =>
    set((state) => {
      const next: Record<string, string> = {};
      for (const [name, messages] of Object.entries(errors)) {
        if (messages[0]) next[name] = messages[0];
      }
      return { errors: next, submitFailures: fromSubmit ? state.submitFailures + 1 : state.submitFailures };
    }),
  setField: (name, message) =>
    set((state) => {
      if (message === null) {
        if (!(name in state.errors)) return state;
        const { [name]: _removed, ...rest } = state.errors;
        return { errors: rest };
      }
      return { errors: { ...state.errors, [name]: message } };
    }),
  clearAll: () => set({ errors: {} }),
}));
