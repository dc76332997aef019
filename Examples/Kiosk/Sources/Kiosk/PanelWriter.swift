import Foundation
import WidgetRender
import WidgetRuntime

/// Draws widget instances as PNGs at a panel's resolution, in colour or black and white, and
/// rewrites a file only when its image changed (an e-ink panel then refreshes only for a real change).
final class PanelWriter {
    /// Pixels per point: the widget is laid out at the panel's size divided by this.
    static let scale = 2.0

    let options: KioskOptions
    /// The bytes last written per instance.
    private var written: [InstanceID: [UInt8]] = [:]

    init(options: KioskOptions) { self.options = options }

    /// Writes `<id>.png` for each of `ids` (every instance when `nil`) that has an entry now and whose
    /// image is not the one last written; returns the files written.
    func write(_ runtime: WidgetRuntime, ids: Set<InstanceID>?) throws -> [URL] {
        let directory = URL(fileURLWithPath: options.outputDirectory, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let renderer = PNGRenderer(scale: Self.scale, monochrome: options.eink)
        let size = DisplaySize(width: Double(options.width) / Self.scale, height: Double(options.height) / Self.scale)
        var files: [URL] = []
        for instance in runtime.instances where ids?.contains(instance.id) ?? true {
            guard let entry = instance.entry(at: runtime.now) else { continue }
            let renderOptions = RenderOptions(
                family: instance.family, now: Date(timeIntervalSince1970: runtime.now), showsPendingContent: instance.interactionPending,
                displaySize: size)
            let png = try renderer.render(entry.view, options: renderOptions)
            guard written[instance.id] != png else { continue }
            let file = directory.appendingPathComponent("\(instance.id).png")
            try Data(png).write(to: file, options: .atomic)
            written[instance.id] = png
            files.append(file)
        }
        return files
    }
}
