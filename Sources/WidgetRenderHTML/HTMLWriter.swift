import Foundation
import WidgetLayout
import WidgetPango
import WidgetRenderSVG
import WidgetWire

/// Writes laid-out boxes as absolutely positioned HTML elements (each relative to its parent box).
struct HTMLWriter {
    static func px(_ value: Double) -> String { DecimalText.format(value) + "px" }

    private static func number(_ value: Double) -> String { DecimalText.format(value) }

    /// The position and size of `frame` inside `parent`, as CSS.
    private static func position(_ frame: LayoutRect, in parent: LayoutRect) -> String {
        "position:absolute;left:\(px(frame.minX - parent.minX));top:\(px(frame.minY - parent.minY));width:\(px(frame.width));height:\(px(frame.height))"
    }

    /// The element for `box` (a `<button>` for controls, a `<span>` otherwise) with its children.
    ///
    /// A control inside another (a button in a custom toggle style's body) is a `<span role="button">`:
    /// HTML does not nest buttons, and a parser given one inside another closes the outer one.
    func box(_ box: LayoutBox, parent: LayoutRect, insideControl: Bool = false) -> String {
        var style = Self.position(box.frame, in: parent)
        var attributes: [String] = []
        var tag = "span"
        if let control = box.control {
            if insideControl {
                if control.isOn == nil { attributes.append(#"role="button""#) }
                attributes.append(#"tabindex="0""#)
            } else {
                tag = "button"
                attributes.append(#"type="button""#)
            }
            attributes.append(#"class="control""#)
            if let id = control.id { attributes.append(#"data-control-id="\#(XMLEscaping.escape(id))""#) }
            attributes.append(#"data-control-kind="\#(control.kind.rawValue)""#)
            attributes.append(#"data-intent="\#(XMLEscaping.escape(control.intent))""#)
            if let isOn = control.isOn {
                attributes.append(#"role="switch""#)
                attributes.append(#"aria-pressed="\#(isOn)""#)
            }
            if control.isPressed { attributes.append(#"data-pressed="true""#) }
            let text = box.plainText
            let label = text.isEmpty ? control.accessibilityLabel ?? "" : text
            if !label.isEmpty { attributes.append(#"aria-label="\#(XMLEscaping.escape(label))""#) }
            style += ";margin:0;padding:0;border:0;background:none;font:inherit;color:inherit;text-align:left;display:block"
        } else {
            style += ";display:block"
        }
        if box.isInvalidatable {
            attributes.append(#"data-invalidatable="true""#)
            if box.isPending { attributes.append(#"data-pending="true""#) }
        }
        if let url = box.linkURL { attributes.append(#"data-link-url="\#(XMLEscaping.escape(url))""#) }
        style += Self.layerStyle(box)
        if box.effectiveOpacity < 1 { style += ";opacity:\(Self.number(box.effectiveOpacity))" }
        if let clip = box.clip {
            let shape = LayoutShape(kind: clip.kind, cornerRadius: clip.cornerRadius, fill: nil)
            style +=
                ";overflow:hidden;border-radius:"
                + (clip.kind == .circle || clip.kind == .ellipse ? "50%" : Self.px(shape.radius(in: box.frame)))
        }
        if let shadow = box.shadow {
            style += ";filter:drop-shadow(\(Self.px(shadow.x)) \(Self.px(shadow.y)) \(Self.px(shadow.radius)) \(shadow.color.css))"
        }
        attributes.append(#"data-node="\#(box.source)""#)
        var inner = content(box)
        for child in box.children { inner += self.box(child, parent: box.frame, insideControl: insideControl || box.control != nil) }
        return "<\(tag) " + attributes.joined(separator: " ") + #" style="\#(XMLEscaping.escape(style))">"# + inner + "</\(tag)>\n"
    }

    // MARK: - Content

    private func content(_ box: LayoutBox) -> String {
        let frame = box.frame
        let local = LayoutRect(origin: .zero, size: frame.size)
        switch box.content {
        case .none:
            return ""
        case .text(let layout):
            return text(layout)
        case .symbol(let symbol, let paint):
            return self.symbol(symbol, paint: paint, size: frame.size)
        case .shape(let shape) where shape.needsPath:
            return Self.inlineSVG(box)
        case .shape(let shape):
            return self.shape(shape, in: local)
        case .switchTrack(let appearance):
            let knob = ControlGeometry.switchKnob(in: local, isOn: appearance.isOn)
            let track = Self.position(local, in: .init(origin: .zero, size: .zero))
            return span(
                track
                    + ";border-radius:\(Self.px(local.height / 2));background:\((appearance.isOn ? appearance.onColor : appearance.offColor).css)",
                data: "switch")
                + span(
                    Self.position(knob, in: .init(origin: .zero, size: .zero))
                        + ";border-radius:50%;background:\(appearance.knobColor.css);box-shadow:0 1px 3px rgba(0,0,0,0.25)", data: "knob")
        case .checkbox(let isOn, let tint, let border):
            let base = Self.position(local, in: .init(origin: .zero, size: .zero)) + ";box-sizing:border-box;border-radius:5px"
            guard isOn else { return span(base + ";border:1.5px solid \(border.css)", data: "checkbox") }
            let check = ShapePath.svgData(ControlGeometry.checkmark(in: local))
            return span(base + ";background:\(tint.css)", data: "checkbox")
                + svg(
                    size: local.size, viewBox: local.size,
                    content:
                        #"<path d="\#(check)" fill="none" stroke="white" stroke-width="\#(Self.number(max(1.5, local.width / 10)))" stroke-linecap="round" stroke-linejoin="round"/>"#
                )
        case .progress:
            return Self.inlineSVG(box)
        }
    }

    private func span(_ style: String, data: String) -> String {
        #"<span data-part="\#(data)" style="\#(XMLEscaping.escape(style + ";display:block"))"></span>"#
    }

    private func svg(size: LayoutSize, viewBox: LayoutSize, content: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Self.number(size.width))" height="\#(Self.number(size.height))" viewBox="0 0 \#(Self.number(viewBox.width)) \#(Self.number(viewBox.height))" style="position:absolute;left:0;top:0;overflow:visible">"#
            + content + "</svg>"
    }

    private func shape(_ shape: LayoutShape, in local: LayoutRect) -> String {
        let bounds = shape.bounds(in: local)
        var style = Self.position(bounds, in: .init(origin: .zero, size: .zero)) + ";box-sizing:border-box"
        switch shape.kind {
        case .circle, .ellipse: style += ";border-radius:50%"
        default:
            let radius = shape.radius(in: local)
            if radius > 0 { style += ";border-radius:\(Self.px(radius))" }
        }
        if let fill = shape.fill, !fill.isInvisible { style += ";background:\(Self.css(fill))" }
        if let stroke = shape.stroke { style += ";border:\(Self.px(shape.lineWidth)) solid \(stroke.dominantColor.css)" }
        return span(style, data: "shape")
    }

    /// `text` escaped, its General Punctuation in spans of `PunctuationFont.family` (as pango measured it).
    private static func punctuated(_ text: String, _ font: ResolvedFont) -> String {
        PunctuationFont.markup(text, in: font, escape: XMLEscaping.escape) {
            #"<span style="font-family:\#(PunctuationFont.family)">"# + $0 + "</span>"
        }
    }

    private func text(_ layout: TextLayout) -> String {
        var result = ""
        for line in layout.lines {
            var lineStyle = "position:absolute;left:\(Self.px(line.x));top:\(Self.px(line.y));height:\(Self.px(line.height))"
            lineStyle += ";line-height:\(Self.px(line.height));white-space:pre;display:block"
            result += #"<span data-part="line" style="\#(XMLEscaping.escape(lineStyle))">"#
            for fragment in line.fragments {
                let font = fragment.font
                var style = "font-family:\(font.cssFamily);font-size:\(Self.px(font.size))"
                if font.weight != 400 { style += ";font-weight:\(font.weight)" }
                if font.italic { style += ";font-style:italic" }
                if font.monospacedDigit { style += ";font-variant-numeric:tabular-nums" }
                if font.tracking != 0 { style += ";letter-spacing:\(Self.px(font.tracking))" }
                switch fragment.paint {
                case .color(let color): style += ";color:\(color.css)"
                default:
                    style += ";background:\(Self.css(fragment.paint));-webkit-background-clip:text;background-clip:text;color:transparent"
                }
                var decorations: [String] = []
                if fragment.strikethrough != nil { decorations.append("line-through") }
                if fragment.underline != nil { decorations.append("underline") }
                if !decorations.isEmpty {
                    style += ";text-decoration:\(decorations.joined(separator: " "))"
                    if let color = fragment.strikethrough ?? fragment.underline { style += ";text-decoration-color:\(color.css)" }
                }
                result += #"<span style="\#(XMLEscaping.escape(style))">"# + Self.punctuated(fragment.text, font) + "</span>"
            }
            result += "</span>"
        }
        return result
    }

    private func symbol(_ symbol: SymbolDefinition, paint: ResolvedPaint, size: LayoutSize) -> String {
        let side = min(size.width, size.height)
        let drawing = SymbolDrawing(symbol)
        let paths = drawing.svgPaths(foreground: paint) { paint, property in #" \#(property)="\#(paint.dominantColor.css)""# }
        let left = (size.width - side) / 2
        let top = (size.height - side) / 2
        return
            #"<svg xmlns="http://www.w3.org/2000/svg" \#(drawing.markupAttributes) width="\#(Self.number(side))" height="\#(Self.number(side))" viewBox="0 0 24 24" style="position:absolute;left:\#(Self.px(left));top:\#(Self.px(top))">"#
            + paths + "</svg>"
    }

    /// A CSS background for `paint`: a color or a gradient.
    static func css(_ paint: ResolvedPaint) -> String {
        func stops(_ colors: [RGBAColor]) -> String {
            zip(ResolvedPaint.stopOffsets(count: colors.count), colors).map { "\($1.css) \(number($0 * 100))%" }.joined(separator: ",")
        }
        switch paint {
        case .color(let color):
            return color.css
        case .linear(let colors, let start, let end):
            let angle = atan2Degrees(dx: end.x - start.x, dy: end.y - start.y)
            return "linear-gradient(\(number(angle))deg,\(stops(colors)))"
        case .radial(let colors, let center):
            return "radial-gradient(circle at \(number(center.x * 100))% \(number(center.y * 100))%,\(stops(colors)))"
        }
    }

    /// The CSS gradient angle (0deg points up, clockwise) of a direction in unit space.
    private static func atan2Degrees(dx: Double, dy: Double) -> Double {
        guard dx != 0 || dy != 0 else { return 180 }
        var degrees = (atan2(dx, -dy) * 180 / .pi)
        if degrees < 0 { degrees += 360 }
        return degrees
    }
}
