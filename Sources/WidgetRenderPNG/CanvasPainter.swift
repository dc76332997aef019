import WidgetLayout
import WidgetPango
import WidgetWire

/// Walks laid-out boxes and draws each one on a cairo canvas.
struct CanvasPainter {
    let canvas: CairoCanvas
    let measurer: PangoTextMeasurer

    /// Draws `box` and its children.
    func draw(_ box: LayoutBox) {
        if let transform = box.transform {
            canvas.withTransform(transform) { drawShadowed(box) }
        } else {
            drawShadowed(box)
        }
    }

    private func drawShadowed(_ box: LayoutBox) {
        if let shadow = box.shadow {
            canvas.withShadow(color: shadow.color, radius: shadow.radius, dx: shadow.x, dy: shadow.y) { drawLayer(box) }
        } else {
            drawLayer(box)
        }
    }

    /// The box as a layer of its own when it has an opacity, a mask, a blend mode or a compositing group.
    private func drawLayer(_ box: LayoutBox) {
        guard box.isLayer else { return drawClipped(box) }
        let mask: (() -> Void)? = box.mask.isEmpty ? nil : { for layer in box.mask { draw(layer) } }
        canvas.withLayer(opacity: box.effectiveOpacity, blendMode: box.blendMode, mask: mask) { drawClipped(box) }
    }

    private func drawClipped(_ box: LayoutBox) {
        if let clip = box.clip {
            canvas.save()
            canvas.clip(
                to: ShapePath.commands(for: LayoutShape(kind: clip.kind, cornerRadius: clip.cornerRadius, fill: nil), in: box.frame))
        }
        drawContent(box)
        for child in box.children { draw(child) }
        if box.clip != nil { canvas.restore() }
    }

    private func drawContent(_ box: LayoutBox) {
        let frame = box.frame
        switch box.content {
        case .none:
            break
        case .text(let layout):
            drawText(layout, in: frame)
        case .symbol(let symbol, let paint):
            drawSymbol(symbol, paint: paint, in: frame)
        case .shape(let shape):
            let path = ShapePath.commands(for: shape, in: frame)
            if let fill = shape.fill, !fill.isInvisible { canvas.fill(path, with: fill, in: frame, evenOdd: shape.evenOdd) }
            if let stroke = shape.stroke {
                canvas.stroke(path, with: stroke, in: frame, lineWidth: shape.lineWidth, style: shape.strokeStyle)
            }
        case .switchTrack(let appearance):
            canvas.fill(
                ShapePath.roundedRect(frame, radius: frame.height / 2),
                with: .color(appearance.isOn ? appearance.onColor : appearance.offColor),
                in: frame)
            let knob = ControlGeometry.switchKnob(in: frame, isOn: appearance.isOn)
            canvas.withShadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), radius: 2, dx: 0, dy: 1) {
                canvas.fill(ShapePath.ellipse(in: knob), with: .color(appearance.knobColor), in: knob)
            }
        case .checkbox(let isOn, let tint, let border):
            let square = ShapePath.roundedRect(frame, radius: 5)
            if isOn {
                canvas.fill(square, with: .color(tint), in: frame)
                canvas.stroke(ControlGeometry.checkmark(in: frame), with: .color(.white), in: frame, lineWidth: max(1.5, frame.width / 10))
            } else {
                canvas.stroke(
                    ShapePath.roundedRect(frame.inset(by: LayoutInsets(all: 0.75)), radius: 5), with: .color(border), in: frame,
                    lineWidth: 1.5)
            }
        case .progress(let drawing):
            for part in ProgressGeometry.parts(of: drawing, in: frame) {
                if let lineWidth = part.lineWidth {
                    canvas.stroke(part.commands, with: part.paint, in: frame, lineWidth: lineWidth)
                } else {
                    canvas.fill(part.commands, with: part.paint, in: frame)
                }
            }
        }
    }

    private func drawText(_ layout: TextLayout, in frame: LayoutRect) {
        for line in layout.lines {
            let baseline = frame.minY + line.y + line.baseline
            for fragment in line.fragments {
                let x = frame.minX + line.x + fragment.x
                canvas.drawText(
                    fragment.text, font: fragment.font, paint: fragment.paint, in: frame, x: x, baseline: baseline, measurer: measurer)
                let thickness = ControlGeometry.decorationThickness(for: fragment.font)
                if let color = fragment.strikethrough {
                    let y = baseline - ControlGeometry.strikethroughRise(for: fragment.font)
                    canvas.fill(
                        ShapePath.roundedRect(LayoutRect(x: x, y: y - thickness / 2, width: fragment.width, height: thickness), radius: 0),
                        with: .color(color), in: frame)
                }
                if let color = fragment.underline {
                    let y = baseline + ControlGeometry.underlineDrop(for: fragment.font)
                    canvas.fill(
                        ShapePath.roundedRect(LayoutRect(x: x, y: y - thickness / 2, width: fragment.width, height: thickness), radius: 0),
                        with: .color(color), in: frame)
                }
            }
        }
    }

    private func drawSymbol(_ symbol: SymbolDefinition, paint: ResolvedPaint, in frame: LayoutRect) {
        let placement = SymbolPlacement(fitting: frame)
        for layer in SymbolDrawing(symbol).layers {
            let path = ShapePath.transform(layer.commands, scale: placement.scale, origin: placement.origin)
            let layerPaint = layer.paint ?? paint
            let lineWidth = layer.lineWidth * placement.scale
            switch layer.style {
            case .stroke: canvas.stroke(path, with: layerPaint, in: frame, lineWidth: lineWidth)
            case .fill, .evenOddFill:
                canvas.fill(path, with: layerPaint, in: frame, evenOdd: layer.style == .evenOddFill)
                if lineWidth > 0 { canvas.stroke(path, with: layerPaint, in: frame, lineWidth: lineWidth) }
            }
        }
    }
}
