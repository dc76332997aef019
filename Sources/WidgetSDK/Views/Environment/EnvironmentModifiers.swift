extension View {
    /// Marks the view's controls as disabled (`@Environment(\.isEnabled)` reads `false` inside).
    public func disabled(_ disabled: Bool) -> some View {
        wire(WireModifiers(environment: { if disabled { $0.isEnabled = false } }))
    }

    /// Sets the text size the view's content is drawn at.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the text size the view's content is drawn at to `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        wire(
            WireModifiers(environment: { environment in
                let size = environment.dynamicTypeSize
                let all = DynamicTypeSize.allCases
                if !range.contains(size),
                    let nearest = all.filter({ range.contains($0) }).min(by: {
                        abs($0.rawValue - size.rawValue) < abs($1.rawValue - size.rawValue)
                    })
                {
                    environment.dynamicTypeSize = nearest
                }
            }))
    }
}
