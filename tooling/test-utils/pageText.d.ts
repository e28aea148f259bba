/** A Lingui message descriptor, as the `msg` macro writes it. */
export interface PageTextMessage {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
}

/** What pageText reads of a Lingui i18n instance (structurally: @lingui/core's `I18n` is one). */
export interface PageTextI18n {
  readonly locale: string;
  readonly messages: Readonly<Record<string, unknown>>;
  _(descriptor: PageTextMessage): string;
}

/** The i18n instance a story renders with, or the story's context (its `loaded.i18n`, set by the preview's loader). */
export type PageTextSource = PageTextI18n | { loaded: Readonly<Record<string, unknown>> & { i18n?: unknown } };

export declare function pageText(source: PageTextSource, message: PageTextMessage, values?: Record<string, unknown>): string;

/** A text as Testing Library's `*ByText` queries compare it: runs of spaces, no-break ones too, made one space. */
export declare function spacesCollapsed(text: string): string;
