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
/// WidgetHost checks a value given for such a parameter as it checks any value of its type;
/// it does not yet offer the provider's results as choices (in `widgethost configure` or the
/// dashboard), so code written for iOS compiles and runs, and people type the value.
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
    /// for what WidgetHost does with them).
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        optionsProvider: OptionsProvider, requestValueDialog: IntentDialog? = nil
    ) {
        self.init(title: title, description: description, default: defaultValue, bounds: nil)
    }
}
