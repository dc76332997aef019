import WidgetLayout
import WidgetPango
import WidgetWire

/// Writes laid-out boxes as SVG elements, collecting gradients, clips and filters into `defs`.
struct SVGWriter {
    /// The `<defs>` content written so far.
    private(set) var definitions = ""
    private var nextID = 0
    /// Starts every id, so SVG pieces inlined in one HTML page keep their ids apart.
    var idPrefix = ""

    private static func number(_ value: Double) -> String { DecimalText.format(value) }

    /// Adds a definition and returns its id.
    mutating func define(_ element: String, attributes: [String], content: String) -> String {
        nextID += 1
        let id = "\(idPrefix)\(element.prefix(1))\(nextID)"
        definitions += "<\(element) id=\"\(id)\"" + attributes.map { " " + $0 }.joined() + ">" + content + "</\(element)>\n"
        return id
    }

    /// `rect` for `frame` rounded by `radius`.
    func rectElement(_ frame: LayoutRect, radius: Double, extra: String) -> String {
        var element =
            #"<rect x="\#(Self.number(frame.minX))" y="\#(Self.number(frame.minY))" width="\#(Self.number(frame.width))" height="\#(Self.number(frame.height))""#
        if radius > 0 { element += #" rx="\#(Self.number(radius))""# }
        return element + extra + "/>"
    }

    /// The SVG for `box` and its children.
    mutating func box(_ box: LayoutBox) -> String {
        var attributes: [String] = []
        if let control = box.control {
            if let id = control.id { attributes.append(#"data-control-id="\#(XMLEscaping.escape(id))""#) }
            attributes.append(#"data-control-kind="\#(control.kind.rawValue)""#)
            attributes.append(#"data-intent="\#(XMLEscaping.escape(control.intent))""#)
            attributes.append(#"role="\#(control.kind == .toggle ? "switch" : "button")""#)
            if let isOn = control.isOn { attributes.append(#"aria-checked="\#(isOn)""#) }
            if control.isPressed { attributes.append(#"data-pressed="true""#) }
        }
        if box.isInvalidatable {
            attributes.append(#"data-invalidatable="true""#)
            if box.isPending { attributes.append(#"data-pending="true""#) }
        }
        if let url = box.linkURL { attributes.append(#"data-link-url="\#(XMLEscaping.escape(url))""#) }
        attributes += layerAttributes(box)
        if box.effectiveOpacity < 1 { attributes.append(#"opacity="\#(Self.number(box.effectiveOpacity))""#) }
        if let clip = box.clip {
            let shape = LayoutShape(kind: clip.kind, cornerRadius: clip.cornerRadius, fill: nil)
            let id = define(
                "clipPath", attributes: [], content: #"<path d="\#(ShapePath.svgData(ShapePath.commands(for: shape, in: box.frame)))"/>"#)
            attributes.append(#"clip-path="url(#\#(id))""#)
        }
        if let shadow = box.shadow {
            let filter =
                #"<feDropShadow dx="\#(Self.number(shadow.x))" dy="\#(Self.number(shadow.y))" stdDeviation="\#(Self.number(shadow.radius / 2))""#
                + #" flood-color="\#(shadow.color.hex)" flood-opacity="\#(Self.number(shadow.color.alpha))"/>"#
            let id = define("filter", attributes: [#"x="-50%" y="-50%" width="200%" height="200%""#], content: filter)
            attributes.append(#"filter="url(#\#(id))""#)
        }
        var inner = content(box)
        for child in box.children { inner += self.box(child) }
        guard !attributes.isEmpty else { return inner }
        return "<g " + attributes.joined(separator: " ") + ">\n" + inner + "</g>\n"
    }

    /// The transform, mask, blend mode and isolation of `box`, as attributes of its group.
    private mutating func layerAttributes(_ box: LayoutBox) -> [String] {
        var attributes: [String] = []
        if let transform = box.transform {
            let m = transform.matrix
            let values = [m.a, m.b, m.c, m.d, m.tx, m.ty].map(Self.number).joined(separator: " ")
            attributes.append(#"transform="matrix(\#(values))""#)
        }
        if let first = box.mask.first {
            var region = first.frame
            for layer in box.mask.dropFirst() { region = region.union(layer.frame) }
            let content = box.mask.map { self.box($0) }.joined()
            let id = define(
                "mask",
                attributes: [
                    #"maskUnits="userSpaceOnUse" x="\#(Self.number(region.minX))" y="\#(Self.number(region.minY))""#
                        + #" width="\#(Self.number(region.width))" height="\#(Self.number(region.height))" style="mask-type:alpha""#
                ], content: content)
            attributes.append(#"mask="url(#\#(id))""#)
        }
        var style: [String] = []
        if let blend = box.blendMode.cssName, box.blendMode != .normal { style.append("mix-blend-mode:\(blend)") }
        if box.isCompositingGroup { style.append("isolation:isolate") }
        if !style.isEmpty { attributes.append(#"style="\#(style.joined(separator: ";"))""#) }
        return attributes
    }

    // MARK: - Content

    private mutating func content(_ box: LayoutBox) -> String {
        let frame = box.frame
        switch box.content {
        case .none:
            return ""
        case .text(let layout):
            return text(layout, in: frame)
        case .symbol(let symbol, let paint):
            return self.symbol(symbol, paint: paint, in: frame)
        case .shape(let shape):
            return self.shape(shape, in: frame)
        case .switchTrack(let appearance):
            let knob = ControlGeometry.switchKnob(in: frame, isOn: appearance.isOn)
            return rectElement(
                frame, radius: frame.height / 2, extra: fill(.color(appearance.isOn ? appearance.onColor : appearance.offColor)))
                + #"<circle cx="\#(Self.number(knob.midX))" cy="\#(Self.number(knob.midY))" r="\#(Self.number(knob.width / 2))""#
                + fill(.color(appearance.knobColor)) + "/>\n"
        case .checkbox(let isOn, let tint, let border):
            if isOn {
                return rectElement(frame, radius: 5, extra: fill(.color(tint)))
                    + #"<path d="\#(ShapePath.svgData(ControlGeometry.checkmark(in: frame)))" fill="none" stroke="white" stroke-width="\#(Self.number(max(1.5, frame.width / 10)))" stroke-linecap="round" stroke-linejoin="round"/>"#
                    + "\n"
            }
            return rectElement(
                frame.inset(by: LayoutInsets(all: 0.75)), radius: 5, extra: #" fill="none""# + stroke(.color(border), width: 1.5)) + "\n"
        case .progress(let drawing):
            return ProgressGeometry.parts(of: drawing, in: frame).map { part in
                let paint =
                    part.lineWidth.map { #" fill="none" stroke-linecap="round""# + stroke(part.paint, width: $0) } ?? fill(part.paint)
                return #"<path d="\#(ShapePath.svgData(part.commands))""# + paint + "/>"
            }.joined() + "\n"
        }
    }

    private mutating func shape(_ shape: LayoutShape, in frame: LayoutRect) -> String {
        var paint = ""
        if let fillPaint = shape.fill, !fillPaint.isInvisible { paint += fill(fillPaint) } else { paint += #" fill="none""# }
        if let strokePaint = shape.stroke { paint += stroke(strokePaint, width: shape.lineWidth) }
        let bounds = shape.bounds(in: frame)
        if shape.needsPath {
            return #"<path d="\#(ShapePath.svgData(ShapePath.commands(for: shape, in: frame)))""# + paint + strokeStyle(shape) + "/>\n"
        }
        switch shape.kind {
        case .circle, .ellipse:
            return
                #"<ellipse cx="\#(Self.number(bounds.midX))" cy="\#(Self.number(bounds.midY))" rx="\#(Self.number(bounds.width / 2))" ry="\#(Self.number(bounds.height / 2))""#
                + paint + "/>\n"
        default:
            return rectElement(bounds, radius: shape.radius(in: frame), extra: paint) + "\n"
        }
    }

    /// `text` escaped, its General Punctuation in tspans of `PunctuationFont.family` (as pango measured it).
    private static func punctuated(_ text: String, _ font: ResolvedFont) -> String {
        PunctuationFont.markup(text, in: font, escape: XMLEscaping.escape) {
            #"<tspan font-family="\#(PunctuationFont.family)">"# + $0 + "</tspan>"
        }
    }

    private mutating func text(_ layout: TextLayout, in frame: LayoutRect) -> String {
        var result = ""
        for line in layout.lines {
            let baseline = frame.minY + line.y + line.baseline
            result += #"<text y="\#(Self.number(baseline))" xml:space="preserve">"#
            for fragment in line.fragments {
                let font = fragment.font
                var attributes = #"x="\#(Self.number(frame.minX + line.x + fragment.x))""#
                attributes += #" font-family="\#(XMLEscaping.escape(font.cssFamily))" font-size="\#(Self.number(font.size))""#
                if font.weight != 400 { attributes += #" font-weight="\#(font.weight)""# }
                if font.italic { attributes += #" font-style="italic""# }
                if font.tracking != 0 { attributes += #" letter-spacing="\#(Self.number(font.tracking))""# }
                var decorations: [String] = []
                if fragment.strikethrough != nil { decorations.append("line-through") }
                if fragment.underline != nil { decorations.append("underline") }
                if !decorations.isEmpty { attributes += #" text-decoration="\#(decorations.joined(separator: " "))""# }
                attributes += fill(fragment.paint)
                result += "<tspan " + attributes + ">" + Self.punctuated(fragment.text, font) + "</tspan>"
            }
            result += "</text>\n"
            for fragment in line.fragments {
                let x = frame.minX + line.x + fragment.x
                let thickness = ControlGeometry.decorationThickness(for: fragment.font)
                if let color = fragment.strikethrough {
                    let y = baseline - ControlGeometry.strikethroughRise(for: fragment.font) - thickness / 2
                    result +=
                        rectElement(
                            LayoutRect(x: x, y: y, width: fragment.width, height: thickness), radius: 0,
                            extra: fill(.color(color)) + #" data-decoration="strikethrough""#) + "\n"
                }
                if let color = fragment.underline {
                    let y = baseline + ControlGeometry.underlineDrop(for: fragment.font) - thickness / 2
                    result +=
                        rectElement(
                            LayoutRect(x: x, y: y, width: fragment.width, height: thickness), radius: 0,
                            extra: fill(.color(color)) + #" data-decoration="underline""#) + "\n"
                }
            }
        }
        return result
    }

    private mutating func symbol(_ symbol: SymbolDefinition, paint: ResolvedPaint, in frame: LayoutRect) -> String {
        let placement = SymbolPlacement(fitting: frame)
        let drawing = SymbolDrawing(symbol)
        let paths = drawing.svgPaths(foreground: paint) { paint, property in
            let color = paint.dominantColor
            return #" \#(property)="\#(color.hex)" \#(property)-opacity="\#(Self.number(color.alpha))""#
        }
        return
            #"<g \#(drawing.markupAttributes) transform="translate(\#(Self.number(placement.origin.x)) \#(Self.number(placement.origin.y))) scale(\#(Self.number(placement.scale)))">"#
            + paths + "</g>\n"
    }

    // MARK: - Paint

    private mutating func fill(_ paint: ResolvedPaint) -> String {
        switch paint {
        case .color(let color):
            return #" fill="\#(color.hex)""# + (color.alpha < 0.999 ? #" fill-opacity="\#(Self.number(color.alpha))""# : "")
        default:
            return #" fill="url(#\#(gradient(paint)))""#
        }
    }

    /// The fill rule, caps, joins and dashes of `shape`, where they differ from SVG's defaults.
    private func strokeStyle(_ shape: LayoutShape) -> String {
        var attributes = shape.evenOdd ? #" fill-rule="evenodd""# : ""
        guard shape.stroke != nil else { return attributes }
        let style = shape.strokeStyle
        if style.cap != .butt { attributes += #" stroke-linecap="\#(style.cap.rawValue)""# }
        if style.join != .miter { attributes += #" stroke-linejoin="\#(style.join.rawValue)""# }
        if style.miterLimit != 4 { attributes += #" stroke-miterlimit="\#(Self.number(style.miterLimit))""# }
        if !style.dash.isEmpty {
            attributes += #" stroke-dasharray="\#(style.dash.map(Self.number).joined(separator: " "))""#
            if style.dashPhase != 0 { attributes += #" stroke-dashoffset="\#(Self.number(style.dashPhase))""# }
        }
        return attributes
    }

    private mutating func stroke(_ paint: ResolvedPaint, width: Double) -> String {
        if case .color = paint {
        } else {
            return #" stroke="url(#\#(gradient(paint)))" stroke-width="\#(Self.number(width))""#
        }
        let color = paint.dominantColor
        return #" stroke="\#(color.hex)" stroke-width="\#(Self.number(width))""#
            + (color.alpha < 0.999 ? #" stroke-opacity="\#(Self.number(color.alpha))""# : "")
    }

    private mutating func gradient(_ paint: ResolvedPaint) -> String {
        func stops(_ colors: [RGBAColor]) -> String {
            zip(ResolvedPaint.stopOffsets(count: colors.count), colors).map { offset, color in
                #"<stop offset="\#(Self.number(offset))" stop-color="\#(color.hex)" stop-opacity="\#(Self.number(color.alpha))"/>"#
            }.joined()
        }
        switch paint {
        case .linear(let colors, let start, let end):
            return define(
                "linearGradient",
                attributes: [
                    #"x1="\#(Self.number(start.x))" y1="\#(Self.number(start.y))" x2="\#(Self.number(end.x))" y2="\#(Self.number(end.y))""#
                ],
                content: stops(colors))
        case .radial(let colors, let center):
            return define(
                "radialGradient", attributes: [#"cx="\#(Self.number(center.x))" cy="\#(Self.number(center.y))" r="0.5""#],
                content: stops(colors))
        case .color(let color):
            return define("linearGradient", attributes: [], content: stops([color, color]))
        }
    }
}
