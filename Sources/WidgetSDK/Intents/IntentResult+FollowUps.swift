import Foundation

/// An intent result that opens another intent when it finishes: `-> some IntentResult & OpensIntent`,
/// built with `.result(opensIntent:)`. A widget's tap has no app to open, so WidgetHost performs the
/// intent and drops the one to open.
public protocol OpensIntent: IntentResult {}

/// An intent result that shows a view in Siri's answer: `-> some IntentResult & ShowsSnippetView`,
/// built with `.result(view:)` or `.result(content:)`. There is no Siri answer to show it in, so
/// WidgetHost drops the view.
public protocol ShowsSnippetView: IntentResult {}

/// The result slot of a snippet view (``ShowsSnippetView``).
public struct _SnippetViewContainer: Sendable {}

extension IntentResultContainer: WidgetSDK.OpensIntent where OpensIntent: AppIntent {}
extension IntentResultContainer: ShowsSnippetView where Content == _SnippetViewContainer {}

extension IntentResult {
    /// A result that opens `opensIntent` when it finishes.
    public static func result<Opened: AppIntent>(opensIntent: Opened) -> Self
    where Self == IntentResultContainer<Never, Opened, Never, Never> {
        IntentResultContainer(value: nil, dialog: nil)
    }

    /// A result carrying `value` that opens `opensIntent`.
    public static func result<Value: _IntentValue, Opened: AppIntent>(value: Value, opensIntent: Opened) -> Self
    where Self == IntentResultContainer<Value, Opened, Never, Never> {
        IntentResultContainer(value: value, dialog: nil)
    }

    /// A result with a dialog that opens `opensIntent`.
    public static func result<Opened: AppIntent>(opensIntent: Opened, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Opened, Never, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog)
    }

    /// A result carrying `value` and a dialog that opens `opensIntent`.
    public static func result<Value: _IntentValue, Opened: AppIntent>(value: Value, opensIntent: Opened, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Opened, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}

extension IntentResult {
    /// A result that shows `view` (dropped: there is no Siri answer).
    public static func result<Snippet: View>(view: Snippet) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
        IntentResultContainer(value: nil, dialog: nil)
    }

    /// A result that shows the view `content` makes (never made: there is no Siri answer).
    public static func result<Snippet: View>(@ViewBuilder content: () -> Snippet) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
        IntentResultContainer(value: nil, dialog: nil)
    }

    /// A result with a dialog that shows `view`.
    public static func result<Snippet: View>(dialog: IntentDialog, view: Snippet) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog)
    }

    /// A result with a dialog that shows the view `content` makes.
    public static func result<Snippet: View>(dialog: IntentDialog, @ViewBuilder content: () -> Snippet) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog)
    }

    /// A result carrying `value` that shows `view`.
    public static func result<Value: _IntentValue, Snippet: View>(value: Value, view: Snippet) -> Self
    where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never> {
        IntentResultContainer(value: value, dialog: nil)
    }

    /// A result carrying `value` that shows the view `content` makes.
    public static func result<Value: _IntentValue, Snippet: View>(value: Value, @ViewBuilder content: () -> Snippet) -> Self
    where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never> {
        IntentResultContainer(value: value, dialog: nil)
    }

    /// A result carrying `value` and a dialog that shows `view`.
    public static func result<Value: _IntentValue, Snippet: View>(value: Value, dialog: IntentDialog, view: Snippet) -> Self
    where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }

    /// A result carrying `value` and a dialog that shows the view `content` makes.
    public static func result<Value: _IntentValue, Snippet: View>(
        value: Value, dialog: IntentDialog, @ViewBuilder content: () -> Snippet
    ) -> Self where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}

extension IntentResult {
    /// A result that opens `opensIntent` and shows `view`.
    public static func result<Opened: AppIntent, Snippet: View>(opensIntent: Opened, view: Snippet) -> Self
    where Self == IntentResultContainer<Never, Opened, _SnippetViewContainer, Never> {
        IntentResultContainer(value: nil, dialog: nil)
    }

    /// A result that opens `opensIntent` and shows the view `content` makes.
    public static func result<Opened: AppIntent, Snippet: View>(opensIntent: Opened, @ViewBuilder content: () -> Snippet) -> Self
    where Self == IntentResultContainer<Never, Opened, _SnippetViewContainer, Never> {
        IntentResultContainer(value: nil, dialog: nil)
    }

    /// A result with a dialog that opens `opensIntent` and shows `view`.
    public static func result<Opened: AppIntent, Snippet: View>(opensIntent: Opened, dialog: IntentDialog, view: Snippet) -> Self
    where Self == IntentResultContainer<Never, Opened, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog)
    }

    /// A result with a dialog that opens `opensIntent` and shows the view `content` makes.
    public static func result<Opened: AppIntent, Snippet: View>(
        opensIntent: Opened, dialog: IntentDialog, @ViewBuilder content: () -> Snippet
    ) -> Self where Self == IntentResultContainer<Never, Opened, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(value: nil, dialog: dialog)
    }

    /// A result carrying `value`, with a dialog, that opens `opensIntent` and shows `view`.
    public static func result<Value: _IntentValue, Opened: AppIntent, Snippet: View>(
        value: Value, opensIntent: Opened, dialog: IntentDialog, view: Snippet
    ) -> Self where Self == IntentResultContainer<Value, Opened, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }

    /// A result carrying `value`, with a dialog, that opens `opensIntent` and shows the view `content` makes.
    public static func result<Value: _IntentValue, Opened: AppIntent, Snippet: View>(
        value: Value, opensIntent: Opened, dialog: IntentDialog, @ViewBuilder content: () -> Snippet
    ) -> Self where Self == IntentResultContainer<Value, Opened, _SnippetViewContainer, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}

/// Opens a URL (iOS 18): what an intent returns as `.result(opensIntent: OpenURLIntent(url))`, or a
/// widget's `Button(intent: OpenURLIntent(url))` runs. On iOS the system hands the URL to the app, as
/// for a `Link`; so WidgetHost draws such a button in its style inside a link to the URL (`render
/// --format json` shows it), and it is a link, not a control to `tap`. Performing it does nothing.
public struct OpenURLIntent: AppIntent {
    public static var title: LocalizedStringResource { "Open URL" }

    /// The URL to open.
    @Parameter(title: "URL", default: URL(string: "about:blank"))
    public var url: URL

    /// An intent that opens `url`.
    public init(_ url: URL) { self.url = url }

    /// An intent that opens nothing (`about:blank`).
    public init() {}

    public func perform() async throws -> some IntentResult { .result() }
}
