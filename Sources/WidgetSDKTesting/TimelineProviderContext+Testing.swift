import WidgetSDK

extension TimelineProviderContext {
    /// The context the host gives a provider of a widget in `family`: Apple's size for the
    /// family unless `displaySize` is given, and whether it is a gallery preview.
    ///
    /// ```swift
    /// let context = TimelineProviderContext.testContext(family: .systemMedium)
    /// let entry = Provider().placeholder(in: context)
    /// ```
    public static func testContext(
        family: WidgetFamily = .systemSmall, displaySize: CGSize? = nil, isPreview: Bool = false
    ) -> TimelineProviderContext {
        TimelineProviderContext(family: family, displaySize: displaySize ?? SDKTestingSupport.displaySize(of: family), isPreview: isPreview)
    }
}
