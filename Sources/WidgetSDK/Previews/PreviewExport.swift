internal import WidgetWire

/// Where a `#Preview` is written; its expansion passes it to ``PreviewExport``.
public struct PreviewSource: Sendable {
    let file: String
    let line: Int

    /// The place `file` (as `#fileID` names it) and `line`. Written by `#Preview`'s expansion.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    var wire: PreviewSourceLocation { PreviewSourceLocation(file: file, line: line) }
}

/// What `#Preview` expansions call: each renders its preview and writes the `PreviewPayload` JSON
/// to `result` (a `wh_buffer_t *`, freed by the plugin's `free_buffer`), or a message to `error`,
/// and returns a `wh_status_t`. Not for plugin code; `#Preview` writes the calls.
///
/// The closures have the types of the parameters of Apple's `Preview` macros, so a preview
/// type-checks here exactly as it does there. Each function's `dso` defaults to the `#dsohandle`
/// of the code that calls it, the plugin's own image: how a preview finds its plugin when one
/// shared SDK library serves several.
public enum PreviewExport {
    /// A view preview: one entry, dated now, with the view's tree.
    public static func view(
        named name: String?, traits: [PreviewTrait<Preview.ViewTraits>], source: PreviewSource, result: UnsafeMutableRawPointer?,
        error: UnsafeMutableRawPointer?, dso: UnsafeRawPointer = #dsohandle, @ViewBuilder body: @escaping () -> any View
    ) -> Int32 {
        respond(source: source, dso: dso, result: result, error: error) {
            let rendered = PreviewRendering.viewEntries(body())
            return PreviewPayload(
                name: name, source: source.wire, layout: PreviewRendering.layout(of: traits), entries: rendered.light,
                darkEntries: rendered.dark)
        }
    }

    /// A widget preview with the entries `timeline` lists, drawn by the widget's content.
    public static func timeline<Content: Widget, Entry: TimelineEntry>(
        named name: String?, family: WidgetFamily, source: PreviewSource, result: UnsafeMutableRawPointer?,
        error: UnsafeMutableRawPointer?, dso: UnsafeRawPointer = #dsohandle, widget: @escaping () -> Content,
        @PreviewTimelineBuilder<Entry> timeline: @escaping () async -> [Entry]
    ) -> Int32 {
        listedEntries(
            named: name, family: family, intent: nil, source: source, dso: dso, result: result, error: error, widget: widget,
            timeline: timeline)
    }

    /// A widget preview configured by `intent`, with the entries `timeline` lists.
    public static func timeline<Content: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
        named name: String?, family: WidgetFamily, intent: Intent, source: PreviewSource, result: UnsafeMutableRawPointer?,
        error: UnsafeMutableRawPointer?, dso: UnsafeRawPointer = #dsohandle, widget: @escaping () -> Content,
        @PreviewTimelineBuilder<Entry> timeline: @escaping () async -> [Entry]
    ) -> Int32 {
        listedEntries(
            named: name, family: family, intent: intent, source: source, dso: dso, result: result, error: error, widget: widget,
            timeline: timeline)
    }

    /// A widget preview with the timeline a ``TimelineProvider`` makes.
    public static func timelineProvider<Content: Widget, Provider: TimelineProvider>(
        named name: String?, family: WidgetFamily, source: PreviewSource, result: UnsafeMutableRawPointer?,
        error: UnsafeMutableRawPointer?, dso: UnsafeRawPointer = #dsohandle, widget: @escaping () -> Content,
        timelineProvider: @escaping () -> Provider
    ) -> Int32 {
        respond(source: source, dso: dso, result: result, error: error) { () async throws(HandlerError) -> PreviewPayload in
            let rendering = try PreviewRendering(widget: widget(), family: family, entryType: Provider.Entry.self)
            let provider = timelineProvider()
            let rendered = try await EntryRendering.awaitCompletion(of: "the preview's getTimeline") { deliver in
                provider.getTimeline(in: rendering.context) { deliver(rendering.render($0.entries)) }
            }
            return rendering.payload(name: name, source: source, configuration: nil, rendered: rendered)
        }
    }

    /// A widget preview with the timeline an ``AppIntentTimelineProvider`` makes for `intent`.
    public static func timelineProvider<Content: Widget, Provider: AppIntentTimelineProvider>(
        named name: String?, family: WidgetFamily, intent: Provider.Intent, source: PreviewSource, result: UnsafeMutableRawPointer?,
        error: UnsafeMutableRawPointer?, dso: UnsafeRawPointer = #dsohandle, widget: @escaping () -> Content,
        timelineProvider: @escaping () -> Provider
    ) -> Int32 {
        respond(source: source, dso: dso, result: result, error: error) { () async throws(HandlerError) -> PreviewPayload in
            let rendering = try PreviewRendering(widget: widget(), family: family, entryType: Provider.Entry.self)
            let timeline = await timelineProvider().timeline(for: intent, in: rendering.context)
            return rendering.payload(name: name, source: source, configuration: intent, entries: timeline.entries)
        }
    }

    /// A widget preview with the timeline an ``IntentTimelineProvider`` makes for `intent`.
    public static func timelineProvider<Content: Widget, Provider: IntentTimelineProvider>(
        named name: String?, family: WidgetFamily, intent: Provider.Intent, source: PreviewSource, result: UnsafeMutableRawPointer?,
        error: UnsafeMutableRawPointer?, dso: UnsafeRawPointer = #dsohandle, widget: @escaping () -> Content,
        timelineProvider: @escaping () -> Provider
    ) -> Int32 {
        respond(source: source, dso: dso, result: result, error: error) { () async throws(HandlerError) -> PreviewPayload in
            let rendering = try PreviewRendering(widget: widget(), family: family, entryType: Provider.Entry.self)
            let provider = timelineProvider()
            let rendered = try await EntryRendering.awaitCompletion(of: "the preview's getTimeline") { deliver in
                provider.getTimeline(for: intent, in: rendering.context) { deliver(rendering.render($0.entries)) }
            }
            return rendering.payload(name: name, source: source, configuration: intent, rendered: rendered)
        }
    }

    // MARK: Plumbing

    /// A widget preview of listed entries, configured by `intent` if there is one.
    private static func listedEntries<Content: Widget, Entry: TimelineEntry>(
        named name: String?, family: WidgetFamily, intent: (any WidgetConfigurationIntent)?, source: PreviewSource, dso: UnsafeRawPointer,
        result: UnsafeMutableRawPointer?, error: UnsafeMutableRawPointer?, widget: @escaping () -> Content,
        timeline: @escaping () async -> [Entry]
    ) -> Int32 {
        respond(source: source, dso: dso, result: result, error: error) { () async throws(HandlerError) -> PreviewPayload in
            let rendering = try PreviewRendering(widget: widget(), family: family, entryType: Entry.self)
            return rendering.payload(name: name, source: source, configuration: intent, entries: await timeline())
        }
    }

    /// Runs `makePayload` to completion on the calling thread and writes its JSON (or its error) through the ABI,
    /// with the plugin's `UserDefaults` refreshed before and stored after, as for a handler.
    ///
    /// It runs as the plugin of the preview's image (`dso`, the `#dsohandle` of the plugin code that
    /// `#Preview` expanded into) and module (`source`'s), when that plugin was exported: with a shared
    /// SDK library serving several plugins, that is how the preview reaches its own plugin's services.
    /// The closures a preview captures are not `Sendable`; they run on one task while the calling thread
    /// waits, and nothing else touches them.
    static func respond(
        source: PreviewSource, dso: UnsafeRawPointer, result: UnsafeMutableRawPointer?, error: UnsafeMutableRawPointer?,
        _ makePayload: @escaping () async throws(HandlerError) -> PreviewPayload
    ) -> Int32 {
        let image = PluginSlots.image(holding: dso)
        let module = source.file.split(separator: "/", maxSplits: 1).first.map(String.init)
        guard let runtime = PluginSlots.runtime(image: image, module: module) else {
            return respond(result: result, error: error, makePayload)
        }
        return runtime.bound { respond(result: result, error: error, makePayload) }
    }

    /// ``respond(source:dso:result:error:_:)``'s work, as whichever plugin is current.
    private static func respond(
        result: UnsafeMutableRawPointer?, error: UnsafeMutableRawPointer?,
        _ makePayload: @escaping () async throws(HandlerError) -> PreviewPayload
    ) -> Int32 {
        let work = UncheckedPreviewWork(makePayload)
        return PluginABI.respondKeepingDefaults(result: result, error: error) {
            BlockingBridge.run { () async -> HandlerResult in
                do throws(HandlerError) {
                    let payload = try await work.run()
                    do {
                        return .success(try WireCoding.encode(payload))
                    } catch {
                        return .failure(.internal("encoding the preview failed: \(describeError(error))"))
                    }
                } catch {
                    return .failure(error)
                }
            }
        }
    }
}

/// A preview's work, handed to the task that runs it while the calling thread waits for it.
private struct UncheckedPreviewWork: @unchecked Sendable {
    let run: () async throws(HandlerError) -> PreviewPayload

    init(_ run: @escaping () async throws(HandlerError) -> PreviewPayload) {
        self.run = run
    }
}
