import WidgetWire

extension LoadedPlugin {
    /// The symbols of the plugin's preview functions (`widgethost_preview_*`, one per `#Preview`),
    /// sorted: read from its file's dynamic symbol table, since the manifest does not list them.
    ///
    /// - Throws: ``ELFReadError`` if the file is not a 64-bit little-endian ELF library any more.
    public func previewSymbols() throws(ELFReadError) -> [String] {
        PreviewFunction.symbols(in: try ELFDynamicSymbols(contentsOf: path))
    }

    /// The plugin's previews in source order (by file, then line), each preview function called
    /// once: a preview whose function fails is listed with its ``PluginPreview/failure``, and the
    /// others are still listed. A plugin without previews has an empty list.
    ///
    /// ```swift
    /// let named = try plugin.previews().filter { $0.name != nil }
    /// ```
    /// - Throws: ``ELFReadError`` if the file's symbol table cannot be read,
    ///   ``PluginRequestError/pluginShutDown(pluginID:)`` after ``shutDown()``.
    @available(*, noasync, message: "it may block on the plugin: from async code, use the async overload (on the plugin's thread)")
    public func previews() throws -> [PluginPreview] {
        try drawnPreviews().map(\.preview)
    }

    /// ``previews()-2fwu6`` with what each preview function answered (`nil` for those that failed),
    /// from the same one call of each: for a front end that lists the previews and draws them.
    ///
    /// - Throws: as ``previews()-2fwu6``.
    @available(*, noasync, message: "it may block on the plugin: from async code, use the async overload (on the plugin's thread)")
    public func drawnPreviews() throws -> [(preview: PluginPreview, payload: PreviewPayload?)] {
        try refresh()
        var previews: [(preview: PluginPreview, payload: PreviewPayload?)] = []
        for symbol in try previewSymbols() {
            do {
                let payload = try callPreview(symbol)
                previews.append((PluginPreview(id: symbol, payload: payload), payload))
            } catch let error as PluginCallError {
                previews.append((PluginPreview(id: symbol, failure: error.diagnostics), nil))
            } catch let error as PluginWorkerError {
                previews.append((PluginPreview(id: symbol, failure: error.diagnostics), nil))
            }
        }
        return previews.sorted { PluginPreview.sourceOrder($0.preview, $1.preview) }
    }

    /// Calls the preview function `id` (a ``PluginPreview/id``) and returns what it drew: its
    /// entries' view trees, with control ids assigned as in a timeline.
    ///
    /// - Throws: ``PluginRequestError/unknownPreview(pluginID:preview:available:)`` (bad input),
    ///   ``PluginCallError`` if the function failed or its payload is not a `PreviewPayload`,
    ///   ``PluginWorkerError`` if the plugin's worker crashed, hung or is quarantined.
    @available(*, noasync, message: "it may block on the plugin: from async code, use the async overload (on the plugin's thread)")
    public func preview(_ id: String) throws -> PreviewPayload {
        try refresh()
        let symbols = try previewSymbols()
        guard symbols.contains(id) else { throw PluginRequestError.unknownPreview(pluginID: self.id, preview: id, available: symbols) }
        return try callPreview(id)
    }

    /// ``previews()-2fwu6``, on the plugin's thread.
    public func previews() async throws -> [PluginPreview] {
        try await run { try $0.previews() }
    }

    /// ``preview(_:)-54k6r``, on the plugin's thread.
    public func preview(_ id: String) async throws -> PreviewPayload {
        try await run { try $0.preview(id) }
    }

    /// `entries` with their controls' ids assigned, as in a timeline.
    private static func assigningControlIDs(_ entries: [TimelineEntryPayload]) -> [TimelineEntryPayload] {
        entries.map { entry in
            var entry = entry
            entry.view = ControlIdentifiers.assign(in: entry.view)
            return entry
        }
    }

    /// Calls preview function `symbol` through the plugin's connection and decodes its payload.
    private func callPreview(_ symbol: String) throws -> PreviewPayload {
        let call = try bind(.preview(symbol: symbol), HandlerInputs(request: [String: JSONValue](), now: now))
        let (outcome, _) = try invoke(call)
        var payload = try decode(PreviewPayload.self, from: outcome.result, of: call)
        payload.entries = Self.assigningControlIDs(payload.entries)
        payload.darkEntries = payload.darkEntries.map(Self.assigningControlIDs)
        return payload
    }
}
