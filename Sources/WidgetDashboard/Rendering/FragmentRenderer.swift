import Foundation
import WidgetLayout
import WidgetPango
import WidgetRenderHTML
import WidgetWire

/// Renders widgets as HTML fragments (``HTMLRenderer``, the same layout as the PNG) on one
/// long-lived thread, whatever thread asks.
///
/// Pango keeps a font map per thread, and a text measurer caches widths; connection threads
/// come and go, so rendering on them would load fonts again and again. Calls wait for their
/// turn and return the fragment.
final class FragmentRenderer: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable (PangoTextMeasurer) -> Void] = []
    private var isStopped = false

    /// Starts the rendering thread.
    init() {
        let thread = Thread { [self] in work() }
        thread.name = "widgethost.dashboard.render"
        thread.start()
    }

    /// The HTML fragment (one `<div class="widget">`) of `node` drawn with `options`.
    func fragment(_ node: ViewNode, options: RenderOptions) -> String {
        let result = ResultBox()
        let submitted = submit { measurer in
            let tree = LayoutEngine.layout(node, options: options, measurer: measurer)
            result.set(HTMLRenderer().fragment(tree))
        }
        return submitted ? result.wait() : ""
    }

    /// The HTML fragment of `entry` of a `#Preview`'s payload, drawn as ``PreviewDrawing`` says
    /// (at its family's size, or its view layout's), and the size it is drawn at.
    func previewFragment(
        _ entry: TimelineEntryPayload, of payload: PreviewPayload, appearance: Appearance
    ) -> (html: String, size: DisplaySize) {
        let result = ResultBox()
        let size = SizeBox()
        let submitted = submit { measurer in
            let options = PreviewDrawing.options(for: payload, entry: entry, appearance: appearance, measurer: measurer)
            size.value = options.size
            result.set(HTMLRenderer().fragment(LayoutEngine.layout(entry.view, options: options, measurer: measurer)))
        }
        return submitted ? (result.wait(), size.value) : ("", PreviewDrawing.viewFamily.displaySize)
    }

    /// Ends the thread once the queued renders are done.
    func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func submit(_ job: @escaping @Sendable (PangoTextMeasurer) -> Void) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !isStopped else { return false }
        jobs.append(job)
        condition.signal()
        return true
    }

    private func work() {
        let measurer = PangoTextMeasurer()
        while true {
            condition.lock()
            while jobs.isEmpty && !isStopped { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job(measurer)
        }
    }

    /// The size a preview is drawn at, set on the rendering thread before its ``ResultBox``
    /// is (whose semaphore orders the two).
    private final class SizeBox: @unchecked Sendable {
        var value = PreviewDrawing.viewFamily.displaySize
    }

    /// A value handed from the rendering thread to the waiting caller.
    private final class ResultBox: @unchecked Sendable {
        private let semaphore = DispatchSemaphore(value: 0)
        private var value = ""

        func set(_ text: String) {
            value = text
            semaphore.signal()
        }

        func wait() -> String {
            semaphore.wait()
            return value
        }
    }
}
