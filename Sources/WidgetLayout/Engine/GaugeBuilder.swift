import WidgetWire

/// Lays out progress views and gauges as iOS draws each style, with their labels where iOS puts them:
///
/// - `linear`: the label, a bar, the current value, stacked.
/// - `gauge`: a ring, the current value in the middle.
/// - `accessoryCircular`: a ring open at the bottom with a marker at the value, the current value in the
///   middle, the bounds labels at the ring's ends (else the label in the opening).
/// - `accessoryCircularCapacity`, and `circular` (as iOS draws a circular progress view in a widget): a closed ring
///   filled to the value (empty when indeterminate), the current value (else a gauge's label) in the middle; a
///   circular progress view's title without a current value goes under the ring.
/// - `accessoryLinear`: a bar with a marker, between the bounds labels (else after the current value).
/// - `accessoryLinearCapacity`, `linearCapacity`: the label above a filled bar between the bounds labels, the
///   current value below.
struct GaugeBuilder {
    let builder: ElementBuilder

    private var context: LayoutContext { builder.context }

    /// The side of a gauge ring (iOS's accessory circular gauge).
    static let ringSide = 58.0

    func progress(_ progress: ProgressNode, _ environment: LayoutEnvironment) -> Element {
        switch progress.style {
        case "accessoryCircular": return openRing(progress, environment)
        // "In widgets and complications, a circular progress view appears as a gauge with the
        // accessoryCircularCapacity style. If the progress view is indeterminate, the gauge is empty." (Apple)
        case "accessoryCircularCapacity", "circular": return capacityRing(progress, environment)
        case "accessoryLinear": return markerBar(progress, environment)
        case "accessoryLinearCapacity", "linearCapacity": return capacityBar(progress, environment)
        case "linear": return linear(progress, environment)
        default: return ring(progress, environment)
        }
    }

    // MARK: - Styles

    private func linear(_ progress: ProgressNode, _ environment: LayoutEnvironment) -> Element {
        let label = builder.detached(environment)
        var children: [Element] = []
        if let title = progress.label { children.append(builder.build(title, label)) }
        children.append(indicator(progress, .bar, height: 4, environment))
        if let value = progress.currentValueLabel { children.append(builder.build(value, label)) }
        return builder.element(.stack(.vertical, alignment: .leading, spacing: 4, children: children), "progress", environment)
    }

    private func ring(_ progress: ProgressNode, _ environment: LayoutEnvironment) -> Element {
        let side = progress.style == "gauge" ? Self.ringSide : 20
        let ring = builder.element(
            .leaf(.progress(drawing(progress, .ring, environment)), ideal: LayoutSize(width: side, height: side), flexible: false),
            "progress", builder.detached(environment))
        guard let value = progress.currentValueLabel else { return ring }
        var small = builder.detached(environment)
        small.font = small.font ?? NodeFont(style: "caption")
        return builder.element(
            .stack(.depth, alignment: .center, spacing: nil, children: [ring, builder.build(value, small)]), "progress", environment)
    }

    private func openRing(_ progress: ProgressNode, _ environment: LayoutEnvironment) -> Element {
        var layers = [ringLeaf(progress, .openRing, environment)]
        if let value = progress.currentValueLabel { layers.append(builder.build(value, labels(environment, size: 18))) }
        let bounds = [progress.minimumValueLabel, progress.maximumValueLabel]
        let bottom: Element
        if bounds.contains(where: { $0 != nil }) {
            let small = labels(environment, size: 9)
            let ends = bounds.map { $0.map { builder.build($0, small) } ?? builder.element(.empty, "empty", small) }
            var row = environment
            row.stackAxis = .horizontal
            let spacer = builder.element(.spacer(minLength: 0, axis: .horizontal), "spacer", row)
            bottom = builder.element(
                .padding(
                    LayoutInsets(top: 0, leading: 15, bottom: 2, trailing: 15),
                    builder.element(
                        .stack(.horizontal, alignment: .center, spacing: 0, children: [ends[0], spacer, ends[1]]), "hstack", row)),
                "progress", row)
        } else if let label = progress.label {
            bottom = builder.element(
                .padding(LayoutInsets(top: 0, leading: 0, bottom: 1, trailing: 0), builder.build(label, labels(environment, size: 12))),
                "progress", environment)
        } else {
            return ringStack(layers, environment)
        }
        let atBottom = FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        layers.append(builder.element(.frame(atBottom, bottom), "progress", environment))
        return ringStack(layers, environment)
    }

    private func capacityRing(_ progress: ProgressNode, _ environment: LayoutEnvironment) -> Element {
        var layers = [ringLeaf(progress, .ring, environment)]
        // A circular progress view's title (`ProgressView("Loading…")`) is drawn under the ring, as iOS draws it.
        let titleBelow = progress.style == "circular" && progress.currentValueLabel == nil ? progress.label : nil
        if titleBelow == nil, let center = progress.currentValueLabel ?? progress.label {
            layers.append(builder.build(center, labels(environment, size: 18)))
        }
        let ring = ringStack(layers, environment)
        guard let titleBelow else { return ring }
        let title = builder.build(titleBelow, builder.detached(environment))
        return builder.element(.stack(.vertical, alignment: .center, spacing: 8, children: [ring, title]), "progress", environment)
    }

    private func markerBar(_ progress: ProgressNode, _ environment: LayoutEnvironment) -> Element {
        let label = builder.detached(environment)
        let bar = indicator(progress, .markerBar, height: 6, environment)
        var children: [Element]
        if progress.minimumValueLabel != nil || progress.maximumValueLabel != nil {
            children = [progress.minimumValueLabel, progress.maximumValueLabel].compactMap { $0 }.map { builder.build($0, label) }
            children.insert(bar, at: progress.minimumValueLabel == nil ? 0 : 1)
        } else {
            children = [progress.currentValueLabel.map { builder.build($0, label) }, bar].compactMap { $0 }
        }
        return builder.element(.stack(.horizontal, alignment: .center, spacing: 4, children: children), "progress", environment)
    }

    private func capacityBar(_ progress: ProgressNode, _ environment: LayoutEnvironment) -> Element {
        let label = builder.detached(environment)
        var row = [indicator(progress, .bar, height: 6, environment)]
        if let minimum = progress.minimumValueLabel { row.insert(builder.build(minimum, label), at: 0) }
        if let maximum = progress.maximumValueLabel { row.append(builder.build(maximum, label)) }
        var children: [Element] = []
        if let title = progress.label { children.append(builder.build(title, label)) }
        children.append(builder.element(.stack(.horizontal, alignment: .center, spacing: 4, children: row), "hstack", label))
        if let value = progress.currentValueLabel { children.append(builder.build(value, label)) }
        let spacing = progress.style == "linearCapacity" ? 4.0 : 2.0
        return builder.element(.stack(.vertical, alignment: .leading, spacing: spacing, children: children), "progress", environment)
    }

    // MARK: - Pieces

    /// How the indicator of `progress` is painted in `style`: its own tint (a gradient), else the inherited one.
    private func drawing(_ progress: ProgressNode, _ style: ProgressDrawing.Style, _ environment: LayoutEnvironment) -> ProgressDrawing {
        let inherited = context.colors.resolve(environment.tint ?? .named("accentColor", opacity: 1))
        let isMarked = style == .openRing || style == .markerBar
        return ProgressDrawing(
            fraction: fraction(of: progress), style: style,
            tint: progress.tint.map(context.colors.resolve) ?? .color(inherited),
            track: isMarked ? context.colors.resolve(.named("background", opacity: 1)) : context.colors.controlTrack,
            marker: context.colors.resolve(.named("primary", opacity: 1)))
    }

    /// The fraction `progress` shows now, 0…1: a timer's at the time drawn, else the one it carries.
    private func fraction(of progress: ProgressNode) -> Double? {
        if let timer = progress.timer { return timer.fraction(at: context.options.now.timeIntervalSince1970) }
        // An indeterminate circular progress view is an empty gauge in a widget.
        if progress.fraction == nil && progress.style == "circular" { return 0 }
        return progress.fraction.map { min(max($0, 0), 1) }
    }

    /// A bar `height` points tall that fills the width it is offered.
    private func indicator(
        _ progress: ProgressNode, _ style: ProgressDrawing.Style, height: Double, _ environment: LayoutEnvironment
    ) -> Element {
        let label = builder.detached(environment)
        let bar = builder.element(
            .leaf(.progress(drawing(progress, style, environment)), ideal: LayoutSize(width: 100, height: height), flexible: true),
            "progress",
            label)
        return builder.element(.frame(FrameSpec(height: height), bar), "progress", label)
    }

    /// A ring that fills the gauge's square.
    private func ringLeaf(_ progress: ProgressNode, _ style: ProgressDrawing.Style, _ environment: LayoutEnvironment) -> Element {
        builder.element(
            .leaf(
                .progress(drawing(progress, style, environment)), ideal: LayoutSize(width: Self.ringSide, height: Self.ringSide),
                flexible: true),
            "progress", builder.detached(environment))
    }

    /// `layers` stacked in the gauge's square.
    private func ringStack(_ layers: [Element], _ environment: LayoutEnvironment) -> Element {
        let stack = builder.element(.stack(.depth, alignment: .center, spacing: nil, children: layers), "progress", environment)
        return builder.element(.frame(FrameSpec(width: Self.ringSide, height: Self.ringSide), stack), "progress", environment)
    }

    /// The environment of a gauge's labels: the font `size` (medium weight) unless one is set.
    private func labels(_ environment: LayoutEnvironment, size: Double) -> LayoutEnvironment {
        var labels = builder.detached(environment)
        labels.font = labels.font ?? NodeFont(size: size, weight: "medium")
        return labels
    }
}
