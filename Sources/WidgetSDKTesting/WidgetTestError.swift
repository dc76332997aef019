/// Why a WidgetSDKTesting helper could not do what the test asked: what was wrong, and what was expected.
public struct WidgetTestError: Error, Equatable, CustomStringConvertible {
    /// The message (`widget 'Greeting' does not support systemLarge; it supports systemSmall, systemMedium`).
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
