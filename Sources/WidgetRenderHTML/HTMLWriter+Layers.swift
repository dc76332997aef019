import Foundation
import WidgetLayout
import WidgetRenderSVG
import WidgetWire

extension HTMLWriter {
    /// The CSS of `box`'s transform, mask, blend mode and isolation (each starting with `;`).
    static func layerStyle(_ box: LayoutBox) -> String {
        var style = ""
        if let transform = box.transform {
            let origin = "\(px(transform.anchor.x - box.frame.minX)) \(px(transform.anchor.y - box.frame.minY))"
            style += ";transform-origin:\(origin);transform:rotate(\(DecimalText.format(transform.degrees))deg)"
            style += " scale(\(DecimalText.format(transform.scaleX)),\(DecimalText.format(transform.scaleY)))"
        }
        if !box.mask.isEmpty {
            let image = SVGRenderer.image(of: box.mask, in: box.frame)
            let mask = "url(\"data:image/svg+xml,\(percentEncoded(image))\")"
            let size = "\(px(box.frame.width)) \(px(box.frame.height))"
            style += ";-webkit-mask-image:\(mask);mask-image:\(mask);-webkit-mask-size:\(size);mask-size:\(size)"
            style += ";-webkit-mask-repeat:no-repeat;mask-repeat:no-repeat;mask-mode:alpha"
        }
        if box.blendMode != .normal, let blend = box.blendMode.cssName { style += ";mix-blend-mode:\(blend)" }
        if box.isCompositingGroup { style += ";isolation:isolate" }
        return style
    }

    /// `box`'s own content (not its children) drawn by the SVG renderer, inline at the box's origin: custom, trimmed
    /// and dashed shapes and progress indicators, so they match the SVG output. Ids are made from the content, so
    /// pieces inlined in one page do not clash.
    static func inlineSVG(_ box: LayoutBox) -> String {
        let piece = LayoutBox(frame: box.frame, content: box.content, style: box.style, source: box.source)
        let svg = SVGRenderer.image(of: [piece], in: box.frame, idPrefix: "h" + stableHash("\(box.frame)\(box.content)") + "-")
        return #"<svg style="position:absolute;left:0;top:0;overflow:visible" "# + svg.dropFirst("<svg ".count)
    }

    /// `text` with every byte but ASCII letters and digits percent-encoded, for a `data:` URL in CSS.
    private static func percentEncoded(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count * 2)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// FNV-1a of `text`, in hex: the same in every run.
    private static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
