/// The gauge and progress styles by their type names, as iOS 16 and watchOS declare them
/// (`.gaugeStyle(AccessoryCircularCapacityGaugeStyle())`, watchOS's `CircularGaugeStyle(tint: .green)`, iOS 14's
/// `CircularProgressViewStyle(tint: .blue)`): each draws as its static member does, tinted when it takes a tint.

/// A ring open at the bottom with a marker at the value (`.accessoryCircular`).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeStyle.accessoryCircular.makeBody(configuration: configuration)
    }
}

/// A closed ring filled to the value (`.accessoryCircularCapacity`).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeStyle.accessoryCircularCapacity.makeBody(configuration: configuration)
    }
}

/// A bar with a marker at the value (`.accessoryLinear`).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeStyle.accessoryLinear.makeBody(configuration: configuration)
    }
}

/// A bar filled to the value (`.accessoryLinearCapacity`).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeStyle.accessoryLinearCapacity.makeBody(configuration: configuration)
    }
}

/// A bar filled to the value, its labels around it (`.linearCapacity`).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeStyle.linearCapacity.makeBody(configuration: configuration)
    }
}

/// The platform's gauge (`.automatic`).
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeStyle.automatic.makeBody(configuration: configuration) }
}

/// watchOS's open ring with a marker at the value (`.circular`), drawn as `.accessoryCircular`, in `tint` if given.
public struct CircularGaugeStyle: GaugeStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeStyle.accessoryCircular.makeBody(configuration: configuration).tint(tint)
    }
}

/// watchOS's bar with a marker at the value (`.linear`), drawn as `.accessoryLinear`, in `tint` if given.
public struct LinearGaugeStyle: GaugeStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeStyle.accessoryLinear.makeBody(configuration: configuration).tint(tint)
    }
}

extension GaugeStyle where Self == CircularGaugeStyle {
    /// watchOS's open ring with a marker at the value.
    public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}

extension GaugeStyle where Self == LinearGaugeStyle {
    /// watchOS's bar with a marker at the value.
    public static var linear: LinearGaugeStyle { LinearGaugeStyle() }
}

extension CircularProgressViewStyle {
    /// The circular style in `tint` (iOS 14; `.progressViewStyle(.circular).tint(_:)` since).
    public init(tint: Color) {
        self.init()
        self.tintColor = tint
    }
}

extension LinearProgressViewStyle {
    /// The linear style in `tint` (iOS 14; `.progressViewStyle(.linear).tint(_:)` since).
    public init(tint: Color) {
        self.init()
        self.tintColor = tint
    }
}
