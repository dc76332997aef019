import WidgetWire

/// One message between a host and a plugin worker: the header of a frame, JSON, or binary for
/// ``call`` and ``reply`` (``WorkerBinaryHeader``: the messages of every call). The frame's body
/// carries the ABI's own bytes unchanged: the manifest (``ready``), a handler's result and error
/// buffers (``reply``).
///
/// ```
/// host → worker   start   {"type":"start","start":["PATH","--state","DIR",...]}   (to a spare worker only)
///                 staged  (binary, see WorkerBinaryHeader)                         body: the host's staged writes (StagedStorage)
///                 call    {"type":"call","call":{"sequence":1,"role":{...},"arguments":[10,1.5,null],"now":1714557600}}
/// worker → host   ready   {"type":"ready","abi":{"major":1,"minor":0,"patch":0}}          body: the manifest JSON
///                 reply   {"type":"reply","reply":{"sequence":1,"returned":"15","resultLength":0}}  body: result + error
///                 staged  (binary)                                                 body: the writes staged, after the call ran
///                 storage (binary, see WorkerBinaryHeader)                         body: the value written (a storage_set)
/// host → worker   stored  (binary)                                                 body: the value read (a storage_get)
///                 log     {"type":"log","log":{"level":2,"message":"..."}}
///                 reload  {"type":"reload","reload":{"plugin":"Counter","kind":"MyWidget"}}
///                 failed  {"type":"failed","failed":{"loadError":{...},"diagnostics":[]}}
/// ```
enum WorkerMessage: Sendable {
    /// A spare worker's plugin and options: the arguments a worker started for it would have had.
    case start(arguments: [String])
    /// The worker loaded the plugin; the body is its manifest exactly as `get_manifest` returned it.
    case ready(abi: ABIVersion)
    /// The worker could not load the plugin.
    case failed(WorkerFailure)
    /// Run a handler.
    case call(WorkerCall)
    /// What a handler returned; the body is its result buffer followed by its error buffer.
    case reply(WorkerReply)
    /// The plugin's staged key-value writes (the body, ``StagedStorage``'s binary form): before a
    /// call, what the host staged so far (the worker stages the call's writes on top of them);
    /// before the reply, every write staged once the call ran. Sent only while the host stages storage.
    case staged
    /// A line the plugin logged through `services->log`.
    case log(level: Int32, message: String)
    /// The plugin asked to reload timelines.
    case reload(ReloadRequest)
    /// The plugin read or wrote its key-value store (binary); the body is the value written.
    case storage(WorkerStorageRequest)
    /// The host's answer to ``storage(_:)`` (binary); the body is the value read.
    case stored(WorkerStorageAnswer)
}

/// A handler call as a worker receives it: the arguments the host already bound and checked.
struct WorkerCall: Codable, Sendable {
    /// Matches the reply to the call.
    var sequence: Int
    /// Which handler.
    var role: WorkerRole
    /// One value per declared argument: numbers, booleans, strings, `null` for NULL strings and output buffers.
    var arguments: [JSONValue]
    /// The host's time: what `services->now` returns while the handler runs.
    var now: Double
}

/// A handler's outcome as the worker reports it.
struct WorkerReply: Codable, Sendable {
    /// The call's sequence number.
    var sequence: Int
    /// The C return value's 64 bits, in decimal (exact for every return type, NaN included).
    var returned: String
    /// How many bytes of the body are the result buffer; the rest is the error buffer.
    var resultLength: Int

    /// The reply's body split into the result buffer and the error buffer, or `nil` if
    /// ``resultLength`` does not fit the body.
    func buffers(of body: [UInt8]) -> (result: [UInt8], error: [UInt8])? {
        guard (0...body.count).contains(resultLength) else { return nil }
        return (Array(body[..<resultLength]), Array(body[resultLength...]))
    }
}

/// Why a worker could not load its plugin: the loader's own error when the file is at fault,
/// else the diagnostics of what went wrong (the state database, for example).
struct WorkerFailure: Codable, Sendable {
    var loadError: PluginLoadError?
    var diagnostics: [WorkerDiagnostic]
}

/// A ``Diagnostic`` on the wire.
struct WorkerDiagnostic: Codable, Sendable {
    var problem: String
    var location: String
    var expected: String

    init(_ diagnostic: Diagnostic) {
        problem = diagnostic.problem
        location = diagnostic.location
        expected = diagnostic.expected
    }

    var diagnostic: Diagnostic { Diagnostic(problem: problem, location: location, expected: expected) }
}

/// A ``HandlerRole`` on the wire: `{"perform":"AddIntent"}`, `{"entity":"Color","query":"suggested"}`,
/// `{"widget":"Clock","operation":"timeline"}`, `{"intent":"RepeatIntent","options":"times"}`,
/// `{"preview":"widgethost_preview_..."}`.
struct WorkerRole: Codable, Hashable, Sendable {
    var perform: String?
    var entity: String?
    var query: QueryOperation?
    var widget: String?
    var operation: TimelineOperation?
    /// With ``options``: the intent whose parameter's options are listed.
    var intent: String?
    /// The parameter whose options are listed.
    var options: String?
    /// The symbol of the preview function to call.
    var preview: String?

    init(_ role: HandlerRole) {
        switch role {
        case .perform(let intent): perform = intent
        case .query(let entity, let operation):
            self.entity = entity
            query = operation
        case .widget(let kind, let operation):
            widget = kind
            self.operation = operation
        case .options(let intent, let parameter):
            self.intent = intent
            options = parameter
        case .preview(let symbol): preview = symbol
        }
    }

    /// The role, or `nil` if the fields name none.
    var role: HandlerRole? {
        if let perform { return .perform(intent: perform) }
        if let entity, let query { return .query(entity: entity, operation: query) }
        if let widget, let operation { return .widget(kind: widget, operation: operation) }
        if let intent, let options { return .options(intent: intent, parameter: options) }
        if let preview { return .preview(symbol: preview) }
        return nil
    }
}

extension WorkerMessage: Codable {
    private enum CodingKeys: String, CodingKey { case type, start, abi, failed, call, reply, log, reload, staged }
    private struct LogLine: Codable {
        var level: Int32
        var message: String
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "start": self = .start(arguments: try container.decode([String].self, forKey: .start))
        case "ready": self = .ready(abi: try container.decode(ABIVersion.self, forKey: .abi))
        case "failed": self = .failed(try container.decode(WorkerFailure.self, forKey: .failed))
        case "call": self = .call(try container.decode(WorkerCall.self, forKey: .call))
        case "reply": self = .reply(try container.decode(WorkerReply.self, forKey: .reply))
        case "log":
            let line = try container.decode(LogLine.self, forKey: .log)
            self = .log(level: line.level, message: line.message)
        case "reload": self = .reload(try container.decode(ReloadRequest.self, forKey: .reload))
        case "staged": self = .staged
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown message type '\(type)'")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .start(let arguments):
            try container.encode("start", forKey: .type)
            try container.encode(arguments, forKey: .start)
        case .ready(let abi):
            try container.encode("ready", forKey: .type)
            try container.encode(abi, forKey: .abi)
        case .failed(let failure):
            try container.encode("failed", forKey: .type)
            try container.encode(failure, forKey: .failed)
        case .call(let call):
            try container.encode("call", forKey: .type)
            try container.encode(call, forKey: .call)
        case .reply(let reply):
            try container.encode("reply", forKey: .type)
            try container.encode(reply, forKey: .reply)
        case .log(let level, let message):
            try container.encode("log", forKey: .type)
            try container.encode(LogLine(level: level, message: message), forKey: .log)
        case .reload(let request):
            try container.encode("reload", forKey: .type)
            try container.encode(request, forKey: .reload)
        case .staged:
            try container.encode("staged", forKey: .type)
        case .storage, .stored:
            throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "storage messages are binary only"))
        }
    }
}

extension HandlerRole {
    /// The call as people name it in messages: `perform(AddIntent)`, `timeline(Clock)`, `suggested(ColorEntity)`.
    var callName: String {
        switch self {
        case .perform(let intent): "perform(\(intent))"
        case .query(let entity, let operation): "\(operation.rawValue)(\(entity))"
        case .widget(let kind, let operation): "\(operation.rawValue)(\(kind))"
        case .options(let intent, let parameter): "options(\(intent).\(parameter))"
        case .preview(let symbol): "preview(\(symbol))"
        }
    }
}
