extension Bool {
    /// How a `Bool` parameter's two values are named in a configuration UI:
    /// `@Parameter(title: "Author", displayName: Bool.IntentDisplayName(true: "Show", false: "Hide"))`.
    /// WidgetHost's forms show a switch; the names are recorded.
    public struct IntentDisplayName: Sendable {
        /// The name of `true`.
        public let trueName: LocalizedStringResource
        /// The name of `false`.
        public let falseName: LocalizedStringResource

        public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) {
            self.trueName = trueName
            self.falseName = falseName
        }
    }
}

extension IntentParameter where Value.UnwrappedType == Bool {
    /// A `Bool` (or `Bool?`) parameter whose values are named `displayName`.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Bool? = nil,
        displayName: Bool.IntentDisplayName, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultCell: ValueCell(defaultValue), bounds: nil)
    }
}
