/// Computes the values a parameter may take when asked, as AppIntents' `DynamicOptionsProvider`
/// does; `@Parameter(title:optionsProvider:)` names one.
///
/// ```swift
/// struct SizeOptions: DynamicOptionsProvider {
///     func results() async throws -> [Int] { [1, 2, 3] }
/// }
///
/// @Parameter(title: "Size", optionsProvider: SizeOptions()) var size: Int?
/// ```
///
/// WidgetHost offers the provider's results as the parameter's choices: `widgethost configure`
/// lists them, `widgethost query PLUGIN INTENT --options PARAMETER` prints them, and the
/// dashboard's configuration form offers them. A value given for the parameter is checked as
/// any value of its type (it need not be one of the results). Each element of the results is
/// one choice, also for array parameters; an entity's or enum case's display title shows it.
public protocol DynamicOptionsProvider {
    /// What ``results()`` returns: the options, in order.
    associatedtype Result: Sequence
    /// The type of ``defaultResult()``.
    associatedtype DefaultValue = Result.Element

    /// The options.
    func results() async throws -> Result

    /// The option chosen when people choose none; `nil` by default.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// No default option.
    public func defaultResult() async -> DefaultValue? { nil }
}

extension IntentParameter {
    /// A parameter whose options `optionsProvider` computes (see ``DynamicOptionsProvider``
    /// for what WidgetHost does with them), with AppIntents' labels in AppIntents' order.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: title, description: description, defaultCell: ValueCell(defaultValue), bounds: nil,
            optionsProvider: optionsProvider)
    }

    /// The same parameter with the dialog written after the provider, as earlier WidgetSDK releases ordered them.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        optionsProvider: OptionsProvider, requestValueDialog: IntentDialog?
    ) {
        self.init(
            title: title, description: description, defaultCell: ValueCell(defaultValue), bounds: nil,
            optionsProvider: optionsProvider)
    }
}
