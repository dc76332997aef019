internal import WidgetWire

extension View {
    /// Sets the tint of controls and of `.tint`-styled content inside the view; `nil` leaves it as inherited.
    ///
    /// ```swift
    /// Toggle(isOn: entry.isOn, intent: ToggleIntent()) { Text("Alarm") }.tint(.orange)
    /// ```
    public func tint(_ tint: Color?) -> some View {
        tintPaint { _ in tint.map { .color($0.resolvedNode) } }
    }

    /// Sets the tint to `tint`; a gradient tints with its first color.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        tintPaint { environment in tint.flatMap { $0.paint(in: environment) } }
    }

    /// The older name of `.tint(_:)`.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    private func tintPaint(_ paint: @escaping (EnvironmentValues) -> NodePaint?) -> ModifiedContent<Self, WireModifiers> {
        wire(
            WireModifiers(transformEnvironment: { environment in
                if let resolved = paint(environment) { environment.tintPaint = resolved }
            }) { environment in
                paint(environment)?.firstColor.map { [.tint($0)] } ?? []
            })
    }
}
